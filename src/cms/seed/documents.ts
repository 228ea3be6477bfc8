import fs from 'node:fs'
import path from 'node:path'
import type { File } from 'payload'
import { DOCUMENT_MIME, DOCUMENTS, documentBytes } from './data/documents'
import type { Seeder } from './seeder'

function fileMissing(seeder: Seeder, filename: string): boolean {
  const dir = seeder.payload.collections.documents.config.upload.staticDir
  return !dir || !fs.existsSync(path.join(dir, filename))
}

/** Generates and uploads each demo document once (by filename); again only if its file vanished. */
export async function seedDocuments(seeder: Seeder): Promise<void> {
  for (const spec of DOCUMENTS) {
    const existing = await seeder.find('documents', 'filename', spec.name)
    const replaceFile = existing ? fileMissing(seeder, spec.name) : false
    const data = documentBytes(spec)
    const file: File | undefined = existing && !replaceFile ? undefined : { data, mimetype: DOCUMENT_MIME[spec.kind], name: spec.name, size: data.length }
    await seeder.upsert('documents', 'filename', { title: spec.title }, { file, replaceFile, match: spec.name })
  }
}
