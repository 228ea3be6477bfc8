import { describe, expect, it, vi } from 'vitest'
import { logJson, redact } from './log'

describe('redact', () => {
  it('hides personal fields at any depth and keeps the rest', () => {
    expect(redact({ endpoint: 'feedback', body: { email: 'a@b.it', commento: 'x', utile: true } })).toEqual({
      endpoint: 'feedback',
      body: { email: '[omesso]', commento: '[omesso]', utile: true },
    })
  })
})

describe('logJson', () => {
  it('writes one JSON line with time and service, personal fields hidden, warnings on stderr', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    logJson('warn', 'chart not rendered', { anchor: 'a', email: 'a@b.it' })
    expect(JSON.parse(warn.mock.calls[0]![0] as string)).toMatchObject({ level: 'warn', service: 'sito', msg: 'chart not rendered', anchor: 'a', email: '[omesso]' })
    warn.mockRestore()
  })
})
