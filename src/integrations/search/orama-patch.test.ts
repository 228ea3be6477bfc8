import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { radix } from '@orama/orama/trees'
import { PATCHED_FOR } from './orama-patch'

const require = createRequire(import.meta.url)

describe('the Orama findAllWords patch', () => {
  it('is applied only to the exact Orama release it was written for', () => {
    const main = require.resolve('@orama/orama')
    const pkg = path.join(main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json')
    expect(JSON.parse(readFileSync(pkg, 'utf8')).version).toBe(PATCHED_FOR)
  })

  it('finds every word of a prefix with each document once, within the allowed edits', () => {
    const root = new radix.RadixTree()
    for (const [word, id] of [['migrazione', 1], ['migrazioni', 2], ['migrazione', 2], ['migrazione', 1], ['cloud', 3]] as const) root.insert(word, id)
    expect(root.find({ term: 'migraz' })).toEqual({ migrazione: [1, 2], migrazioni: [2] })
    expect(root.find({ term: 'migrazione', exact: true })).toEqual({ migrazione: [1, 2] })
    expect(root.find({ term: 'clou', tolerance: 1 })).toEqual({ cloud: [3] })
  })
})
