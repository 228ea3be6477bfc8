import { describe, expect, it } from 'vitest'
import { escapeFormula } from './spreadsheet'

describe('CSV formula escaping', () => {
  it.each(['=HYPERLINK("http://x","clic")', '@SUM(A1:A2)', '+39 06 1234', '-1+1', '\tnascosto', '\rriga'])('prefixes %j', (value) => {
    expect(escapeFormula(value)).toBe(`'${value}`)
  })
  it('leaves other values alone', () => {
    expect(escapeFormula('Comune di Roma')).toBe('Comune di Roma')
    expect(escapeFormula('a=b')).toBe('a=b')
    expect(escapeFormula(42)).toBe(42)
    expect(escapeFormula(null)).toBe(null)
  })
})
