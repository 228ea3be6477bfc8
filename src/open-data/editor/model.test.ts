import { describe, expect, it } from 'vitest'
import { parseChartSpec } from '../chart/spec'
import { configFromDraft, draftFromConfig, gridFromRows, parseCell, rowsFromGrid } from './model'

describe('chart editor model', () => {
  it('round-trips a stored config, dropping empty optional keys', () => {
    const stored = { type: 'bar', categoryLabel: 'Regione', series: [{ name: 'Progetti', unit: '€' }, { name: 'Enti' }], horizontal: true }
    expect(configFromDraft(draftFromConfig(stored))).toEqual(stored)
  })
  it('starts an empty chart with one unnamed series', () => {
    expect(draftFromConfig(undefined).series).toEqual([{ name: '', unit: '' }])
  })
  it('keeps horizontal only for bar charts', () => {
    const d = { ...draftFromConfig({ type: 'line', categoryLabel: 'Anno', series: [{ name: 'A' }] }), horizontal: true }
    expect(configFromDraft(d)).not.toHaveProperty('horizontal')
  })
  it('reads numbers Italian style, empty as null, and keeps anything else as typed', () => {
    expect(parseCell('1234,5')).toBe(1234.5)
    expect(parseCell('1.234,5')).toBe(1234.5)
    expect(parseCell('12.5')).toBe(12.5)
    expect(parseCell(' ')).toBeNull()
    expect(parseCell('molti')).toBe('molti')
  })
  it('writes rows that spec.ts accepts, padded to one cell per series', () => {
    const config = { type: 'bar', categoryLabel: 'Regione', series: [{ name: 'Progetti' }, { name: 'Enti' }] }
    const grid = gridFromRows([['Lazio', 3.5], ['Lombardia', 4, null]], 3)
    expect(grid).toEqual([['Lazio', '3,5', ''], ['Lombardia', '4', '']])
    grid[0]![2] = '7'
    const spec = parseChartSpec({ config, data: rowsFromGrid(grid) })
    expect(spec.ok && spec.value.rows).toEqual([['Lazio', 3.5, 7], ['Lombardia', 4, null]])
  })
})
