import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { migrations as sqliteMigrations } from './migrations/sqlite'

// Two `npm run migrate` at once on a new database (issue 32, item 4): before the lock, one of them
// died on "table … already exists". Real processes, real SQLite and PostgreSQL.
const run = promisify(execFile)
const ENV = { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: 'segreto-di-prova-e2e-lungo-almeno-32-caratteri', LOG_LEVEL: 'warn' }

async function twoAtOnce(env: Record<string, string | undefined>) {
  const merged = Object.fromEntries(Object.entries({ ...ENV, ...env }).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv
  const migrate = () => run('npx', ['tsx', 'src/cms/migrate-cli.ts'], { env: merged, timeout: 300_000, encoding: 'utf8' })
  return Promise.allSettled([migrate(), migrate()])
}

function outputs(results: PromiseSettledResult<{ stdout: string; stderr: string }>[]): string[] {
  return results.map((r) => (r.status === 'fulfilled' ? r.value.stdout : `FALLITO ${String((r.reason as { stderr?: string }).stderr ?? r.reason)}`))
}

describe('npm run migrate, due alla volta su un database nuovo', () => {
  it('SQLite: uno applica le migrazioni, l’altro attende e le trova già applicate', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sito-migrate-'))
    try {
      const results = outputs(await twoAtOnce({ DATA_DIR: dir, DATABASE_URL: undefined }))
      expect(results.filter((o) => o.startsWith('FALLITO'))).toEqual([])
      expect(results.filter((o) => o.includes('Migrazioni applicate')).length).toBe(1)
      expect(results.filter((o) => o.includes('lo schema è già aggiornato')).length).toBe(1)
      expect(fs.existsSync(path.join(dir, 'sito.db.migrate-lock'))).toBe(false)
      expect(sqliteMigrations.length).toBeGreaterThan(0)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 400_000)

  // scripts/postgres-for-tests.sh makes the empty database (scripts/test.sh passes it to Vitest).
  it.runIf(Boolean(process.env.MIGRATE_TEST_DATABASE_URL))('PostgreSQL: lo stesso, con un advisory lock', async () => {
    const results = outputs(await twoAtOnce({ DATABASE_URL: process.env.MIGRATE_TEST_DATABASE_URL }))
    expect(results.filter((o) => o.startsWith('FALLITO'))).toEqual([])
    expect(results.filter((o) => o.includes('Migrazioni applicate')).length).toBe(1)
    expect(results.filter((o) => o.includes('lo schema è già aggiornato')).length).toBe(1)
  }, 400_000)
})
