import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** One file of a backup: its path inside the backup folder, size and SHA-256. */
export type ManifestEntry = { path: string; bytes: number; sha256: string; contentType?: string }

export type Manifest = {
  format: 'sito-backup/1'
  createdAt: string
  engine: 'sqlite' | 'postgres'
  storage: 'disk' | 's3'
  database: ManifestEntry
  files: ManifestEntry[]
}

export const MANIFEST = 'manifest.json'

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

export async function entry(root: string, file: string): Promise<ManifestEntry> {
  const full = path.join(root, file)
  return { path: file.split(path.sep).join('/'), bytes: fs.statSync(full).size, sha256: await sha256(full) }
}

/** Every file under dir (relative paths, sorted). */
export function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name), base) : d.isFile() ? [path.relative(base, path.join(dir, d.name))] : []))
    .sort()
}

/** The entries whose file is missing or differs from what the manifest says (empty: the backup is intact). */
export async function damaged(root: string, manifest: Manifest): Promise<string[]> {
  const bad: string[] = []
  for (const e of [manifest.database, ...manifest.files]) {
    const full = path.join(root, e.path)
    if (!fs.existsSync(full) || fs.statSync(full).size !== e.bytes || (await sha256(full)) !== e.sha256) bad.push(e.path)
  }
  return bad
}
