import { describe, expect, it } from 'vitest'
import { editableItalianNumber, formatItalianNumber, readItalianNumber } from './italian-number'

const value = (text: string) => {
  const read = readItalianNumber(text)
  return read.ok ? read.value : read.error
}

describe('readItalianNumber', () => {
  it('reads numbers as an Italian writes them', () => {
    expect(value('11.200')).toBe(11200)
    expect(value('11.200,50')).toBe(11200.5)
    expect(value('1,5')).toBe(1.5)
    expect(value('1.234.567')).toBe(1234567)
    expect(value('1234')).toBe(1234)
    expect(value('-3,25')).toBe(-3.25)
    expect(value('−7')).toBe(-7)
    expect(value(' 11 200 ')).toBe(11200)
    expect(value('11\u00a0200,5')).toBe(11200.5)
    expect(value('0,75')).toBe(0.75)
  })

  it('reads an amount with the euro sign, before or after (issue 38, problem 6)', () => {
    expect(value('1.250.000 €')).toBe(1250000)
    expect(value('11.200,50 €')).toBe(11200.5)
    expect(value('€ 11.200,50')).toBe(11200.5)
    expect(value('11.200,50\u00a0€')).toBe(11200.5)
    expect(value('-€ 5')).toBe(-5)
    expect(value('1.250.000 EUR')).toBe(1250000)
  })

  it('empty is no value', () => {
    expect(value('')).toBeNull()
    expect(value('  ')).toBeNull()
  })

  it('refuses what could mean two things, saying how to write it', () => {
    expect(value('1.5')).toBe('«1.5» non è chiaro: per i decimali usa la virgola (es. 1,5); il punto separa le migliaia (es. 11.200).')
    expect(value('0.500')).toMatch(/^«0.500» non è chiaro/)
    expect(value('11.20')).toMatch(/non è chiaro/)
  })

  it('refuses what is not a number, in Italian', () => {
    for (const text of ['abc', '1,2,3', '1.2.3', '12,', ',5', '1.234,5.6', '1e5', '€', '€€ 12', '12 $', '12 € 5']) {
      expect(value(text), text).toMatch(/non è (un numero|chiaro)/)
    }
  })
})

describe('formatItalianNumber and editableItalianNumber', () => {
  it('shows the published form and an editable one', () => {
    expect(formatItalianNumber(11200)).toBe('11.200')
    expect(formatItalianNumber(11200.5)).toBe('11.200,5')
    expect(formatItalianNumber(1234567.891)).toBe('1.234.567,89')
    expect(editableItalianNumber(11200.555)).toBe('11.200,555')
    expect(editableItalianNumber(-1234)).toBe('-1.234')
    expect(value(editableItalianNumber(98765.4321))).toBe(98765.4321)
  })
})
