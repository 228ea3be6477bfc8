import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { env, isBuildPhase, port, positive, siteUrl } from './env'

const SRC = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return /\.(tsx?|cjs|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : []
  })
}

/**
 * Where the process environment may still be read directly: Next's runtime test (replaced at
 * build time), the Payload config setting TZ, the CSP script Next loads outside the bundle, the
 * seed (a CLI); the open data files move this round (their variables are in the schema already).
 */
const ALLOWED = [
  'cms/env.ts',
  'instrumentation.ts',
  'cms/payload.config.ts',
  'ops/csp-policy.cjs',
  // Loaded by Next as its cacheHandler (CommonJS, outside the TypeScript build): it cannot import the module.
  'ops/csp-cache-handler.cjs',
  'cms/seed/',
  'open-data/',
  'integrations/sources/',
  'blocks/Chart/',
]

describe('the environment module', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is the only reader of process.env in the site’s code', () => {
    const readers = sourceFiles(SRC)
      .map((f) => path.relative(SRC, f))
      .filter((f) => !ALLOWED.some((a) => f.startsWith(a)))
      .filter((f) => /process\.env\b/.test(readFileSync(path.join(SRC, f), 'utf8')))
    expect(readers).toEqual([])
  })

  it('gives the known variables, with the defaults of the common ones', () => {
    vi.stubEnv('SITE_URL', 'https://pa.example.it/')
    vi.stubEnv('PORT', '')
    vi.stubEnv('NEXT_PHASE', 'phase-production-build')
    expect(siteUrl()).toBe('https://pa.example.it')
    expect(port()).toBe(3000)
    expect(isBuildPhase()).toBe(true)
    expect(env()).not.toHaveProperty('UNKNOWN_VARIABLE')
    expect([positive('12', 3), positive('-1', 3), positive('x', 3), positive(undefined, 3)]).toEqual([12, 3, 3, 3])
  })

  it('reads the environment once in production', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://prima.example.it')
    expect(siteUrl()).toBe('https://prima.example.it')
    vi.stubEnv('SITE_URL', 'https://dopo.example.it')
    expect(siteUrl()).toBe('https://prima.example.it')
  })
})
