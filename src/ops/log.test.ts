import { describe, expect, it } from 'vitest'
import { redact } from './log'

describe('redact', () => {
  it('hides personal fields at any depth and keeps the rest', () => {
    expect(redact({ endpoint: 'feedback', body: { email: 'a@b.it', commento: 'x', utile: true } })).toEqual({
      endpoint: 'feedback',
      body: { email: '[omesso]', commento: '[omesso]', utile: true },
    })
  })
})
