import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { dataDir, env as readEnv } from '@/cms/env'
import { walk } from './manifest'

/** The upload folders (collections' staticDir under DATA_DIR; the same names are the S3 prefixes). */
const UPLOAD_DIRS = ['media', 'documents', 'exports', 'imports'] as const

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

async function s3Keys(client: S3Client): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3Bucket(), ContinuationToken: token }))
    keys.push(...(page.Contents ?? []).map((o) => o.Key ?? '').filter((k) => UPLOAD_DIRS.some((d) => k.startsWith(`${d}/`))))
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys.sort()
}

export type CopiedFile = { path: string; contentType?: string }

/** Copies every uploaded file into dir/files/<folder>/…; returns their paths relative to dir (and S3's content types). */
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
  return walk(out).map((f) => ({ path: path.join('files', f), contentType: types.get(f.split(path.sep).join('/')) }))
}

/** Puts the backup's files back: under DATA_DIR, or into the bucket (with the content types the backup kept). */
export async function restoreUploads(dir: string, contentTypes: Record<string, string | undefined> = {}): Promise<number> {
  const from = path.join(dir, 'files')
  const files = walk(from)
  if (storageKind() === 'disk') {
    for (const file of files) {
      const target = path.join(dataDir(), file)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(path.join(from, file), target)
    }
    return files.length
  }
  const client = s3()
  for (const file of files) {
    const key = file.split(path.sep).join('/')
    const ContentType = contentTypes[`files/${key}`]
    await client.send(new PutObjectCommand({ Bucket: s3Bucket(), Key: key, Body: fs.readFileSync(path.join(from, file)), ContentType }))
  }
  return files.length
}
