/**
 * `npm run backup -- FOLDER`: a consistent copy of the database (SQLite VACUUM INTO, or pg_dump)
 * and of every uploaded file (DATA_DIR or the S3 bucket) into a new folder, with manifest.json
 * (size and SHA-256 of each file). Safe while the site runs.
 * `npm run restore -- FOLDER`: checks the manifest, then writes the database into the empty
 * target (DATA_DIR without sito.db, or an empty PostgreSQL database) and the files back.
 */
import fs from 'node:fs'
import path from 'node:path'
import { dataDir, usesPostgres } from '@/cms/env'
import { dumpDatabase, restoreDatabase } from './database'
import { copyUploads, restoreUploads, storageKind } from './files'
import { damaged, entry, MANIFEST, type Manifest } from './manifest'

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)

async function backup(dir: string): Promise<void> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length) throw new Error(`${dir} non è vuota: il backup va in una cartella nuova.`)
  fs.mkdirSync(dir, { recursive: true })
  const started = Date.now()
  const database = await entry(dir, dumpDatabase(dir))
  const copied = await copyUploads(dir)
  const files = await Promise.all(copied.map(async (c) => ({ ...(await entry(dir, c.path)), ...(c.contentType ? { contentType: c.contentType } : {}) })))
  const manifest: Manifest = {
    format: 'sito-backup/1',
    createdAt: new Date().toISOString(),
    engine: usesPostgres() ? 'postgres' : 'sqlite',
    storage: storageKind(),
    database,
    files,
  }
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2))
  console.log(`Backup in ${dir}: database ${(database.bytes / 1e6).toFixed(1)} MB, ${files.length} file, ${seconds(started)} s.`)
}

async function restore(dir: string): Promise<void> {
  const started = Date.now()
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest
  const expected = usesPostgres() ? 'postgres' : 'sqlite'
  if (manifest.engine !== expected) throw new Error(`Il backup è di un database ${manifest.engine}, la destinazione è ${expected}.`)
  const bad = await damaged(dir, manifest)
  if (bad.length) throw new Error(`Backup danneggiato (dimensione o SHA-256 diversi dal manifest): ${bad.join(', ')}`)
  restoreDatabase(path.join(dir, manifest.database.path))
  const types = Object.fromEntries(manifest.files.map((f) => [f.path, f.contentType]))
  const count = await restoreUploads(dir, types)
  // Pages cached from another database must not be served.
  fs.rmSync(path.join(dataDir(), 'next-cache'), { recursive: true, force: true })
  console.log(`Ripristino da ${dir}: database e ${count} file, ${seconds(started)} s. Poi: npm run migrate, e avviate il sito.`)
}

const [command, dir] = process.argv.slice(2)
const run = command === 'backup' ? backup : command === 'restore' ? restore : null
if (!run || !dir) {
  console.error('Uso: npm run backup -- CARTELLA | npm run restore -- CARTELLA')
  process.exit(2)
}
run(path.resolve(dir)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`${command === 'backup' ? 'Backup' : 'Ripristino'} non riuscito:`, error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
