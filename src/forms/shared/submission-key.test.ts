import { describe, expect, it } from 'vitest'
import { submissionKey, takeKey } from './submission-key'

describe('submission keys', () => {
  it('take the posted key out of the fields, and ignore one that is not a key', () => {
    expect(takeKey({ a: '1', chiave: 'k'.repeat(32) })).toEqual({ data: { a: '1' }, posted: 'k'.repeat(32) })
    expect(takeKey({ a: '1', chiave: 'corta' })).toEqual({ data: { a: '1' }, posted: null })
    expect(takeKey({ a: '1', chiave: { $ne: 1 } })).toEqual({ data: { a: '1' }, posted: null })
    expect(takeKey({ a: '1' })).toEqual({ data: { a: '1' }, posted: null })
    expect(takeKey('testo')).toEqual({ data: 'testo', posted: null })
  })
  it('are the same for a retry, different for other fields, another scope or another key', () => {
    const key = 'a'.repeat(32)
    const first = submissionKey(key, { object: 'Oggetto', description: 'Testo' })
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(submissionKey(key, { description: 'Testo', object: 'Oggetto' })).toBe(first)
    expect(submissionKey(key, { object: 'Oggetto', description: 'Testo corretto' })).not.toBe(first)
    expect(submissionKey(key, { object: 'Oggetto', description: 'Testo' }, '203.0.113.9')).not.toBe(first)
    expect(submissionKey('b'.repeat(32), { object: 'Oggetto', description: 'Testo' })).not.toBe(first)
    expect(submissionKey(null, { object: 'Oggetto' })).toBeNull()
  })
})
