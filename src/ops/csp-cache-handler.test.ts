import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)

describe('the CSP cache handler', () => {
  it('extends the file-system cache of the exact Next release it was written for', () => {
    expect(require('next/package.json').version).toBe('16.4.6')
    const Handler = require('./csp-cache-handler.cjs') as { prototype: Record<string, unknown> }
    const base = Object.getPrototypeOf(Handler.prototype) as Record<string, unknown>
    for (const method of ['get', 'set', 'revalidateTag']) expect(typeof base[method], method).toBe('function')
  })
})
