import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { File } from 'payload'
import { IMAGES, type ImageKey, type ImageSpec } from './data/images'
import type { Refs } from './refs'
import type { Seeder } from './seeder'

async function render(spec: ImageSpec): Promise<File> {
  const data = await sharp(Buffer.from(spec.svg())).png().toBuffer()
  return { data, mimetype: 'image/png', name: `${spec.name}.png`, size: data.length }
}

/** Stored name: the Media collection converts uploads to WebP. */
function storedName(spec: ImageSpec): string {
  return `${spec.name}.webp`
}

function fileMissing(seeder: Seeder, filename: string): boolean {
  const dir = seeder.payload.collections.media.config.upload.staticDir
  return !dir || !fs.existsSync(path.join(dir, filename))
}

/** Uploads each illustration once (by filename); re-uploads only if its file vanished. */
export async function seedMedia(seeder: Seeder, refs: Refs): Promise<void> {
  for (const [key, spec] of Object.entries(IMAGES) as [ImageKey, ImageSpec][]) {
    const filename = storedName(spec)
    const existing = await seeder.find('media', 'filename', filename)
    const replaceFile = existing ? fileMissing(seeder, filename) : false
    const file = existing && !replaceFile ? undefined : await render(spec)
    const data = { alt: spec.alt, title: spec.title }
    const id = await seeder.upsert('media', 'filename', data, { file, replaceFile, match: filename })
    refs.set('media', key, id)
  }
}
