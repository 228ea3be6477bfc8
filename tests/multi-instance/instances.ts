import { execFileSync, spawn } from 'node:child_process'
import { expect } from '@playwright/test'
import { EDITOR } from '../e2e/support/editor'

// Two `next start` instances (A, B) on one PostgreSQL and one S3 bucket, behind nginx (run.sh starts them).
export const A = process.env.MULTI_A ?? 'http://127.0.0.1:3301'
export const B = process.env.MULTI_B ?? 'http://127.0.0.1:3302'
export const PROXY = process.env.MULTI_PROXY ?? 'http://127.0.0.1:8095'

/** A JWT of the demo editor, from the given instance. */
export async function editorToken(base: string): Promise<string> {
  const login = await fetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(EDITOR) })
  expect(login.status).toBe(200)
  return (await login.json()).token
}

const portOf = (base: string) => new URL(base).port

/** kill -9 of the instance serving `base` (the process listening on its port). */
export function killHard(base: string): void {
  execFileSync('fuser', ['-k', '-KILL', `${portOf(base)}/tcp`], { stdio: 'ignore' })
}

/** SIGTERM to the instance serving `base`; resolves with its exit (the port free) and how long it took. */
export async function stopGracefully(base: string, withinMs = 40_000): Promise<number> {
  const started = Date.now()
  execFileSync('fuser', ['-k', '-TERM', `${portOf(base)}/tcp`], { stdio: 'ignore' })
  while (Date.now() - started < withinMs) {
    try {
      execFileSync('fuser', [`${portOf(base)}/tcp`], { stdio: 'ignore' })
    } catch {
      return Date.now() - started
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${base} non si è fermata in ${withinMs} ms`)
}

/** Starts an instance on `base`'s port again (run.sh's start script: same database, bucket and data dir). */
export function startInstance(base: string): void {
  spawn(process.env.MULTI_START ?? '', [portOf(base)], { detached: true, stdio: 'ignore' }).unref()
}

/** Milliseconds until `base` answers /api/health/ready with 200. */
export async function untilReady(base: string, withinMs = 90_000): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < withinMs) {
    const status = await fetch(`${base}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.status, () => 0)
    if (status === 200) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${base} non pronta in ${withinMs} ms`)
}

/** One value from the test database (DATABASE_URL, as the instances use it). */
export function sqlValue(query: string): string {
  const psql = execFileSync('bash', ['-c', 'ls /usr/lib/postgresql/*/bin/psql | sort -V | tail -1'], { encoding: 'utf8' }).trim()
  return execFileSync(psql, [process.env.DATABASE_URL ?? '', '-tAc', query], { encoding: 'utf8' }).trim()
}
