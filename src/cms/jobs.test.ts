import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLocalReq, Forbidden, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Issue 37, point 8: Payload warns at every start that the jobs collection's beforeOperation hook
// «will not run» (src/cms/jobs.ts says why it does). Real Payload, real SQLite, migrated; the delete
// is the one Payload's `schedule-publish` server function makes for whoever is signed in.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sito-jobs-'))
let payload: Payload

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dir)
  vi.stubEnv('DATABASE_URL', '')
  vi.stubEnv('JOBS_AUTORUN', '0')
  vi.stubEnv('LOG_LEVEL', 'warn')
  const [{ getPayload }, { default: config }, { migrateUnderLock }] = await Promise.all([import('payload'), import('@payload-config'), import('./migrate')])
  payload = await getPayload({ config })
  await migrateUnderLock(payload)
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
  vi.unstubAllEnvs()
  fs.rmSync(dir, { recursive: true, force: true })
})

async function scheduledPublishing(): Promise<number | string> {
  const job = await payload.create({ collection: 'payload-jobs', data: { taskSlug: 'schedulePublish', input: { type: 'publish' }, waitUntil: new Date(Date.now() + 86_400_000).toISOString() }, overrideAccess: true })
  return job.id
}

async function cancelAs(role: 'redattore' | 'caporedattore', id: number | string) {
  const req = await createLocalReq({ user: { id: 1, role, collection: 'users', email: `${role}@example.it` } as never }, payload)
  return payload.delete({ collection: 'payload-jobs', req, where: { and: [{ id: { equals: id } }, { taskSlug: { equals: 'schedulePublish' } }] } })
}

const exists = async (id: number | string) => (await payload.count({ collection: 'payload-jobs', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

describe('la coda dei job: annullare una pubblicazione programmata', () => {
  it('è rifiutato a un redattore (l’hook beforeOperation gira, malgrado l’avviso di Payload) e il job resta', async () => {
    const id = await scheduledPublishing()
    await expect(cancelAs('redattore', id)).rejects.toBeInstanceOf(Forbidden)
    expect(await exists(id)).toBe(true)
  })

  it('riesce a un caporedattore', async () => {
    const id = await scheduledPublishing()
    const result = await cancelAs('caporedattore', id)
    expect(result.errors).toEqual([])
    expect(await exists(id)).toBe(false)
  })
})
