import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { dataDir, env as readEnv } from '@/cms/env'
import { type ManifestEntry, UPLOAD_DIRS, walk } from './manifest'

const s3Bucket = () => readEnv().S3_BUCKET ?? ''

function s3(): S3Client {
  const env = readEnv()
  return new S3Client({
    region: env.S3_REGION || 'eu-south-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
  })
}

export const storageKind = (): 'disk' | 's3' => (s3Bucket() ? 's3' : 'disk')

/**
 * The media type of an upload kept on disk, from its name: the types the collections accept
 * (Media, Documents) and the exports. Put into the manifest, so that a restore into S3 stores each
 * object with its type (without, the site served every file as application/octet-stream).
 */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  json: 'application/json',
  tsv: 'text/tab-separated-values',
}
const typeOfName = (name: string): string | undefined => TYPES[path.extname(name).slice(1).toLowerCase()]

async function s3Keys(client: S3Client, max = Infinity): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3Bucket(), ContinuationToken: token }))
    keys.push(...(page.Contents ?? []).map((o) => o.Key ?? '').filter((k) => UPLOAD_DIRS.some((d) => k.startsWith(`${d}/`))))
    token = page.IsTruncated && keys.length < max ? page.NextContinuationToken : undefined
  } while (token)
  return keys.sort()
}

export type CopiedFile = { path: string; contentType?: string }

/** Copies every uploaded file into dir/files/<folder>/…; returns their paths relative to dir, with their media types. */
export async function copyUploads(dir: string): Promise<CopiedFile[]> {
  const out = path.join(dir, 'files')
  const types = new Map<string, string>()
  if (storageKind() === 'disk') {
    for (const folder of UPLOAD_DIRS) {
      const from = path.join(dataDir(), folder)
      if (fs.existsSync(from)) fs.cpSync(from, path.join(out, folder), { recursive: true })
    }
  } else {
    const client = s3()
    for (const key of await s3Keys(client)) {
      const target = path.join(out, key)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      const { Body, ContentType } = await client.send(new GetObjectCommand({ Bucket: s3Bucket(), Key: key }))
      await pipeline(Body as NodeJS.ReadableStream, fs.createWriteStream(target))
      if (ContentType) types.set(key, ContentType)
    }
  }
  return walk(out).map((f) => {
    const key = f.split(path.sep).join('/')
    return { path: `files/${key}`, contentType: types.get(key) ?? typeOfName(key) }
  })
}

/** Where an entry goes: its path under DATA_DIR, or its key in the bucket (files/media/a.png → media/a.png). */
const uploadKey = (e: ManifestEntry) => e.path.slice('files/'.length)

/** What the upload target already holds of the entries (disk), or any upload at all (bucket): a restore writes into an empty target only. */
export async function occupiedUploads(entries: ManifestEntry[]): Promise<string[]> {
  if (storageKind() === 's3') return (await s3Keys(s3(), 5)).map((k) => `s3://${s3Bucket()}/${k}`)
  return entries.map((e) => path.join(dataDir(), uploadKey(e))).filter((target) => fs.existsSync(target))
}

/** Puts back the files the manifest lists, and only those: under DATA_DIR, or into the bucket with their media types. */
export async function restoreUploads(dir: string, entries: ManifestEntry[]): Promise<number> {
  if (storageKind() === 'disk') {
    for (const e of entries) {
      const target = path.join(dataDir(), uploadKey(e))
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(path.join(dir, e.path), target, fs.constants.COPYFILE_EXCL)
    }
    return entries.length
  }
  const client = s3()
  for (const e of entries) {
    const ContentType = e.contentType ?? typeOfName(e.path)
    await client.send(new PutObjectCommand({ Bucket: s3Bucket(), Key: uploadKey(e), Body: fs.readFileSync(path.join(dir, e.path)), ContentType }))
  }
  return entries.length
}
