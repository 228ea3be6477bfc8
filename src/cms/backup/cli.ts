/**
 * `npm run backup -- FOLDER`: a consistent copy of the database (SQLite VACUUM INTO, or pg_dump)
 * and of every uploaded file (DATA_DIR or the S3 bucket) into a new folder, with manifest.json
 * (size, SHA-256 and media type of each file). Safe while the site runs.
 * `npm run restore -- FOLDER`: writes nothing until the folder holds exactly what its manifest
 * lists, intact, and the target is empty (no SQLite file, a PostgreSQL database without tables, no
 * upload in the folders or the bucket); then the database and the listed files, and only those.
 * In the OCI image: `node sito.mjs backup|restore FOLDER` (deploy/image/sito.mjs, the same code bundled).
 */
import fs from 'node:fs'
import path from 'node:path'
import { dataDir, usesPostgres } from '@/cms/env'
import { dumpDatabase, occupiedDatabase, restoreDatabase } from './database'
import { copyUploads, occupiedUploads, restoreUploads, storageKind } from './files'
import { entry, MANIFEST, type Manifest, problems } from './manifest'

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
  let manifest: Manifest
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest
  } catch {
    throw new Error(`${path.join(dir, MANIFEST)} manca o non è JSON: non è un backup di questo sito.`)
  }
  const expected = usesPostgres() ? 'postgres' : 'sqlite'
  if (manifest.engine !== expected) throw new Error(`Il backup è di un database ${manifest.engine}, la destinazione è ${expected}.`)
  const bad = await problems(dir, manifest)
  if (bad.length) throw new Error(`Backup danneggiato o alterato, nulla è stato scritto:\n- ${bad.join('\n- ')}`)
  const occupied = [occupiedDatabase(), ...(await occupiedUploads(manifest.files)).map((f) => `${f} esiste già`)].filter(Boolean)
  if (occupied.length) throw new Error(`La destinazione non è vuota, nulla è stato scritto:\n- ${occupied.slice(0, 10).join('\n- ')}`)
  restoreDatabase(path.join(dir, manifest.database.path))
  const count = await restoreUploads(dir, manifest.files)
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
    // Whatever a library put into its message, no password of an address (postgres://utente:…@) is printed.
    const said = (error instanceof Error ? error.message : String(error)).replace(/(\/\/[^/:@\s]*:)[^@\s]*@/g, '$1***@')
    console.error(`${command === 'backup' ? 'Backup' : 'Ripristino'} non riuscito: ${said}`)
    process.exit(1)
  },
)
