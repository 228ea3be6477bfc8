import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** One file of a backup: its path inside the backup folder, size and SHA-256 (and, for uploads, its media type). */
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

/** The upload folders (collections' staticDir under DATA_DIR; the same names are the S3 prefixes). */
export const UPLOAD_DIRS = ['media', 'documents', 'exports', 'imports'] as const

/** The only database file each engine's backup holds. */
const DATABASE_FILE = { sqlite: 'sito.db', postgres: 'database.pgdump' } as const

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
    .flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name), base) : [path.relative(base, path.join(dir, d.name))]))
    .sort()
}

/** An upload's path in a backup: files/<upload folder>/…, plain segments only (no «..», no absolute path). */
function isUploadPath(p: string): boolean {
  const parts = p.split('/')
  return parts.length >= 3 && parts[0] === 'files' && (UPLOAD_DIRS as readonly string[]).includes(parts[1]!) && parts.every((s) => s !== '' && s !== '.' && s !== '..' && !s.includes('\\'))
}

/**
 * Why a backup folder must not be restored (empty: it may): a manifest that is not this site's, a
 * database or upload entry outside its place, a file the manifest does not list (a planted
 * files/sito.db or .payload-secret was restored too, before), or a listed file that is missing or differs.
 */
export async function problems(root: string, manifest: Manifest): Promise<string[]> {
  if (manifest?.format !== 'sito-backup/1' || !Array.isArray(manifest.files) || !manifest.database) return ['manifest.json non è il manifest di un backup di questo sito']
  const bad: string[] = []
  if (manifest.database.path !== DATABASE_FILE[manifest.engine]) bad.push(`database: «${manifest.database.path}» (atteso ${DATABASE_FILE[manifest.engine] ?? '?'})`)
  bad.push(...manifest.files.filter((e) => !isUploadPath(e.path)).map((e) => `fuori dalle cartelle dei file: ${e.path}`))
  const listed = new Set([MANIFEST, manifest.database.path, ...manifest.files.map((e) => e.path)])
  bad.push(...walk(root).map((f) => f.split(path.sep).join('/')).filter((f) => !listed.has(f)).map((f) => `non elencato nel manifest: ${f}`))
  if (bad.length) return bad
  for (const e of [manifest.database, ...manifest.files]) {
    const full = path.join(root, e.path)
    if (!fs.existsSync(full) || !fs.lstatSync(full).isFile() || fs.statSync(full).size !== e.bytes || (await sha256(full)) !== e.sha256) bad.push(`dimensione o SHA-256 diversi dal manifest: ${e.path}`)
  }
  return bad
}
