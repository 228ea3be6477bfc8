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
