import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Issue 37, point 7: restore trusted the backup folder. The real CLI (npm run backup/restore) as a
// process, on real SQLite files, a real S3-compatible server (the project's s3rver) and, when the
// suite has one, a real PostgreSQL.
const ROOT = path.resolve(import.meta.dirname, '../../..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sito-backup-'))
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

function cli(command: 'backup' | 'restore', dir: string, env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(S3_|DATABASE_URL|DATA_DIR|NODE_ENV)/.test(k)))
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cms/backup/cli.ts', command, dir], { cwd: ROOT, env: { ...clean, ...env } as NodeJS.ProcessEnv, encoding: 'utf8' })
  return { code: run.status, said: `${run.stdout}${run.stderr}` }
}

/** A site's data folder: a SQLite database and uploads on disk. */
function site(name: string): string {
  const dir = path.join(work, name)
  fs.mkdirSync(path.join(dir, 'media'), { recursive: true })
  fs.mkdirSync(path.join(dir, 'documents'), { recursive: true })
  const db = new DatabaseSync(path.join(dir, 'sito.db'))
  db.exec("CREATE TABLE users (email TEXT); INSERT INTO users VALUES ('redazione@ente.it')")
  db.close()
  fs.writeFileSync(path.join(dir, 'media', 'logo.png'), PNG)
  fs.writeFileSync(path.join(dir, 'documents', 'guida.pdf'), '%PDF-1.7 guida')
  return dir
}

const backupOf = (data: string, name: string, env: Record<string, string> = {}) => {
  const dir = path.join(work, name)
  const run = cli('backup', dir, { DATA_DIR: data, ...env })
  expect(run.said).toContain('Backup in')
  return dir
}

// Each case runs the CLI one to three times (tsx, a second or two each; more on a busy machine).
const SLOW = { timeout: 90_000 }

describe('npm run restore: solo ciò che il manifest elenca, solo in una destinazione vuota', SLOW, () => {
  const data = site('origine')

  it('rifiuta un file non elencato (un sito.db o un .payload-secret messo nella cartella) e non scrive nulla', () => {
    const backup = backupOf(data, 'piantato')
    const evil = new DatabaseSync(path.join(backup, 'files', 'sito.db'))
    evil.exec("CREATE TABLE users (email TEXT); INSERT INTO users VALUES ('intruso@example.com')")
    evil.close()
    fs.writeFileSync(path.join(backup, 'files', 'media', '.payload-secret'), 'segreto-dell-intruso-lungo-almeno-32-caratteri')
    const target = path.join(work, 'destinazione-1')
    const run = cli('restore', backup, { DATA_DIR: target })
    expect(run.code).toBe(1)
    expect(run.said).toContain('non elencato nel manifest: files/sito.db')
    expect(run.said).toContain('non elencato nel manifest: files/media/.payload-secret')
    expect(fs.existsSync(target) ? fs.readdirSync(target) : []).toEqual([])
  })

  it('rifiuta una voce del manifest fuori dalle cartelle dei file, anche con lo SHA-256 giusto', () => {
    const backup = backupOf(data, 'voce-fuori')
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8'))
    fs.copyFileSync(path.join(backup, 'sito.db'), path.join(backup, 'files', 'sito.db'))
    manifest.files.push({ ...manifest.database, path: 'files/sito.db' })
    fs.writeFileSync(path.join(backup, 'manifest.json'), JSON.stringify(manifest))
    const run = cli('restore', backup, { DATA_DIR: path.join(work, 'destinazione-2') })
    expect(run.code).toBe(1)
    expect(run.said).toContain('fuori dalle cartelle dei file: files/sito.db')
  })

  it('rifiuta una cartella che ha già dei file caricati e non li sovrascrive', () => {
    const backup = backupOf(data, 'occupata')
    const target = path.join(work, 'destinazione-3')
    fs.mkdirSync(path.join(target, 'media'), { recursive: true })
    fs.writeFileSync(path.join(target, 'media', 'logo.png'), 'il logo di oggi')
    const run = cli('restore', backup, { DATA_DIR: target })
    expect(run.code).toBe(1)
    expect(run.said).toContain('La destinazione non è vuota')
    expect(fs.readFileSync(path.join(target, 'media', 'logo.png'), 'utf8')).toBe('il logo di oggi')
    expect(fs.existsSync(path.join(target, 'sito.db'))).toBe(false)
  })

  it('ripristina un backup intatto in una cartella vuota', () => {
    const backup = backupOf(data, 'intatto')
    const target = path.join(work, 'destinazione-4')
    expect(cli('restore', backup, { DATA_DIR: target }).code).toBe(0)
    expect(fs.readFileSync(path.join(target, 'media', 'logo.png'))).toEqual(PNG)
    const db = new DatabaseSync(path.join(target, 'sito.db'), { readOnly: true })
    expect(db.prepare('SELECT email FROM users').all()).toEqual([{ email: 'redazione@ente.it' }])
    db.close()
  })

  it('non stampa la password di DATABASE_URL quando PostgreSQL non risponde', () => {
    const backup = path.join(work, 'pg-finto')
    fs.mkdirSync(backup)
    fs.writeFileSync(path.join(backup, 'database.pgdump'), 'PGDMP')
    const database = { path: 'database.pgdump', bytes: 5, sha256: createHash('sha256').update('PGDMP').digest('hex') }
    fs.writeFileSync(path.join(backup, 'manifest.json'), JSON.stringify({ format: 'sito-backup/1', createdAt: '', engine: 'postgres', storage: 'disk', database, files: [] }))
    const run = cli('restore', backup, { DATA_DIR: path.join(work, 'destinazione-pg'), DATABASE_URL: 'postgres://sito:password-da-non-stampare@127.0.0.1:9/sito' })
    expect(run.code).toBe(1)
    expect(run.said).toContain('Ripristino non riuscito')
    expect(run.said).not.toContain('password-da-non-stampare')
  })
})

// A PostgreSQL database of its own (scripts/postgres-for-tests.sh; scripts/test.sh passes BACKUP_TEST_DATABASE_URL to Vitest).
describe.runIf(Boolean(process.env.BACKUP_TEST_DATABASE_URL))('npm run restore su PostgreSQL', SLOW, () => {
  it('rifiuta un database che contiene già tabelle, senza stampare la password', () => {
    const url = process.env.BACKUP_TEST_DATABASE_URL!
    const password = decodeURIComponent(new URL(url).password)
    spawnSync('psql', [url, '-c', 'CREATE TABLE IF NOT EXISTS gia_qui (id int)'], { encoding: 'utf8' })
    const backup = backupOf(site('pg-origine'), 'pg-backup', { DATABASE_URL: url })
    const run = cli('restore', backup, { DATA_DIR: path.join(work, 'destinazione-pg-2'), DATABASE_URL: url })
    expect(run.code).toBe(1)
    expect(run.said).toContain('contiene già')
    if (password) expect(run.said).not.toContain(password)
  })
})

describe('file caricati tra disco e S3 (s3rver)', SLOW, () => {
  let s3rver: ChildProcess
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const S3 = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'eu-south-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }
  const client = new S3Client({ endpoint: S3.S3_ENDPOINT, forcePathStyle: true, region: S3.S3_REGION, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  const typeOf = async (bucket: string, key: string) => (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentType

  beforeAll(async () => {
    s3rver = spawn(process.execPath, ['tests/support/s3-server.mjs', String(port), 'sito-da-disco,sito,sito-ripristinato', path.join(work, 's3')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] })
    await new Promise<void>((resolve) => s3rver.stdout!.on('data', (d) => String(d).includes('s3 ready') && resolve()))
  }, 30_000)
  afterAll(() => {
    s3rver?.kill('SIGTERM')
    fs.rmSync(work, { recursive: true, force: true })
  })

  it('da disco a S3 con backup e ripristino: ogni file tiene il suo tipo (prima: application/octet-stream)', async () => {
    const backup = backupOf(site('disco'), 'da-disco')
    expect(cli('restore', backup, { DATA_DIR: path.join(work, 'destinazione-s3'), S3_BUCKET: 'sito-da-disco', ...S3 }).code).toBe(0)
    expect(await typeOf('sito-da-disco', 'media/logo.png')).toBe('image/png')
    expect(await typeOf('sito-da-disco', 'documents/guida.pdf')).toBe('application/pdf')
  })

  it('backup da S3 e ripristino in un bucket vuoto: stessi file e stessi tipi; un bucket non vuoto è rifiutato', async () => {
    await client.send(new PutObjectCommand({ Bucket: 'sito', Key: 'media/foto.webp', Body: 'webp', ContentType: 'image/webp' }))
    await client.send(new PutObjectCommand({ Bucket: 'sito', Key: 'exports/richieste.csv', Body: 'a;b\n1;2\n', ContentType: 'text/csv; charset=utf-8' }))
    await client.send(new PutObjectCommand({ Bucket: 'sito', Key: 'altro/non-del-sito.txt', Body: 'x' }))
    const backup = backupOf(site('s3'), 'da-s3', { S3_BUCKET: 'sito', ...S3 })
    const manifest = JSON.parse(fs.readFileSync(path.join(backup, 'manifest.json'), 'utf8'))
    expect(manifest.storage).toBe('s3')
    expect(manifest.files.map((f: { path: string; contentType: string }) => [f.path, f.contentType])).toEqual([
      ['files/exports/richieste.csv', 'text/csv; charset=utf-8'],
      ['files/media/foto.webp', 'image/webp'],
    ])
    const restore = (bucket: string, dir: string) => cli('restore', backup, { DATA_DIR: path.join(work, dir), S3_BUCKET: bucket, ...S3 })
    expect(restore('sito-ripristinato', 'destinazione-s3-2').code).toBe(0)
    expect(await typeOf('sito-ripristinato', 'media/foto.webp')).toBe('image/webp')
    expect(await typeOf('sito-ripristinato', 'exports/richieste.csv')).toBe('text/csv; charset=utf-8')
    const again = restore('sito', 'destinazione-s3-3')
    expect(again.code).toBe(1)
    expect(again.said).toContain('s3://sito/exports/richieste.csv esiste già')
  })
})
