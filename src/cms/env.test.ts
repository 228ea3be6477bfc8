import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
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
 * Where the process environment may still be read directly: this module; Next's runtime test in
 * instrumentation.ts (Next replaces the literal `process.env.NEXT_RUNTIME` at build time to leave
 * the Node-only code out of other runtimes); the two CommonJS files Next loads at run time outside
 * the bundle (the ISR cache handler and the CSP it computes), which cannot load this TypeScript module.
 */
const ALLOWED = ['cms/env.ts', 'instrumentation.ts', 'ops/csp-policy.cjs', 'ops/csp-cache-handler.cjs']

/** A module's own file for an import specifier of the site's code, or null (a package). */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
  if (!base) return null
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile()) ?? null
}

/** The files a browser bundle may hold: from each 'use client' file, its value imports (a 'use server' module stays on the server). */
function clientReachable(): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string, root: boolean) => {
    if (seen.has(file)) return
    const text = readFileSync(file, 'utf8')
    if (!root && /^['"]use server['"]/.test(text.trimStart())) return
    seen.add(file)
    for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)) {
      const target = m[1] ? null : resolveImport(file, (m[2] ?? m[3])!)
      if (target) visit(target, false)
    }
  }
  for (const f of sourceFiles(SRC)) if (/^['"]use client['"]/.test(readFileSync(f, 'utf8').trimStart())) visit(f, true)
  return seen
}

describe('the environment module', () => {
  it('is never in the browser’s code (it reads the process and node:path)', () => {
    expect(clientReachable().has(path.join(SRC, 'cms/env.ts'))).toBe(false)
  })

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

  // Issue 37, point 8: «77 entries, all optional strings»: a typo in a switch or a number was read as unset.
  it('refuses a malformed value, naming the variable, and reads an empty one as unset', () => {
    vi.stubEnv('JOBS_AUTORUN', 'no')
    expect(() => env()).toThrow(/JOBS_AUTORUN/)
    vi.stubEnv('JOBS_AUTORUN', '0')
    vi.stubEnv('JOBS_STUCK_AFTER_S', '2 minuti')
    expect(() => env()).toThrow(/JOBS_STUCK_AFTER_S: serve un numero/)
    vi.stubEnv('JOBS_STUCK_AFTER_S', '')
    vi.stubEnv('SITE_URL', 'www.example.gov.it')
    expect(() => env()).toThrow(/SITE_URL/)
    vi.stubEnv('SITE_URL', 'https://www.innovazione.gov.it')
    vi.stubEnv('LOG_FORMAT', 'testo')
    expect(() => env()).toThrow(/LOG_FORMAT/)
    vi.stubEnv('LOG_FORMAT', 'pretty')
    expect(env()).toMatchObject({ JOBS_AUTORUN: '0', JOBS_STUCK_AFTER_S: undefined, LOG_FORMAT: 'pretty' })
  })

  it('reads the environment once in production', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://prima.example.it')
    expect(siteUrl()).toBe('https://prima.example.it')
    vi.stubEnv('SITE_URL', 'https://dopo.example.it')
    expect(siteUrl()).toBe('https://prima.example.it')
  })
})
