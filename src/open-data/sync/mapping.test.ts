import { describe, expect, it } from 'vitest'
import { parseCsv, parseJsonTable, parseTable } from './table'
import type { ChartConfig } from '../chart/spec'
import { kpiValue, mapRows, sourceNumber } from './mapping'

const LONG = `periodo;misura;regione;valore
2025-T1;Cloud;Lazio;10
2025-T1;Servizi;Lazio;4
2025-T2;Cloud;Lazio;12
2025-T2;Servizi;Lazio;"5,5"
2025-T2;Cloud;Puglia;7
`
const config: ChartConfig = { type: 'bar', categoryLabel: 'Regione', series: [{ name: 'Cloud' }, { name: 'Servizi' }] }
const table = () => {
  const t = parseCsv(LONG)
  if (!t.ok) throw new Error(t.error)
  return t.table
}

describe('source tables', () => {
  it('reads CSV with ; or , and quoted cells, and JSON lists', () => {
    expect(table().records[3]).toEqual({ periodo: '2025-T2', misura: 'Servizi', regione: 'Lazio', valore: '5,5' })
    expect(parseCsv('\uFEFFa,b\r\n"x, y",2\r\n')).toEqual({ ok: true, table: { columns: ['a', 'b'], records: [{ a: 'x, y', b: '2' }] } })
    expect(parseJsonTable('{"data":[{"a":"x","b":2}]}')).toEqual({ ok: true, table: { columns: ['a', 'b'], records: [{ a: 'x', b: '2' }] } })
    expect(parseTable('[{"a":1}]', 'text/plain').ok).toBe(true)
  })

  it('refuses malformed files with a reason', () => {
    expect(parseCsv('a;b\n1;2;3\n')).toEqual({ ok: false, error: 'CSV non valido: la riga 2 ha 3 valori invece di 2' })
    expect(parseCsv('a;b\n"1;2\n')).toMatchObject({ ok: false, error: expect.stringContaining('virgolette') })
    expect(parseJsonTable('{"x":1}')).toMatchObject({ ok: false })
    expect(parseJsonTable('[{"a":{"b":1}}]')).toMatchObject({ ok: false })
  })
})

describe('mapping a source onto a chart', () => {
  it('pivots a long file by the series column, filtered on the latest period by default', () => {
    const rows = mapRows(table(), { categoryColumn: 'regione', seriesColumn: 'misura', valueColumns: 'valore', filterColumn: 'periodo' }, config)
    expect(rows).toEqual({ ok: true, value: [['Lazio', 12, 5.5], ['Puglia', 7, null]] })
  })

  it('sums the rows of one category when no filter narrows them (an aggregate over periods)', () => {
    const rows = mapRows(table(), { categoryColumn: 'regione', seriesColumn: 'misura', valueColumns: 'valore' }, config)
    expect(rows).toEqual({ ok: true, value: [['Lazio', 22, 9.5], ['Puglia', 7, null]] })
  })

  it('reads wide files with one value column per series', () => {
    const wide = parseCsv('regione,cloud,servizi\nLazio,1.234,"2,5"\n')
    if (!wide.ok) throw new Error(wide.error)
    expect(mapRows(wide.table, { categoryColumn: 'regione', valueColumns: 'cloud, servizi' }, config)).toEqual({ ok: true, value: [['Lazio', 1.234, 2.5]] })
  })

  it('names the missing columns, the non-numbers and too few rows', () => {
    expect(mapRows(table(), { categoryColumn: 'region', valueColumns: 'valore', seriesColumn: 'misura' }, config)).toEqual({
      ok: false,
      error: 'colonne mancanti nella fonte: region (presenti: periodo, misura, regione, valore)',
    })
    const bad = parseCsv('regione;misura;valore\nLazio;Cloud;molti\n')
    if (!bad.ok) throw new Error(bad.error)
    expect(mapRows(bad.table, { categoryColumn: 'regione', seriesColumn: 'misura', valueColumns: 'valore' }, config)).toEqual({ ok: false, error: 'riga 1: "molti" non è un numero' })
    expect(mapRows(table(), { categoryColumn: 'regione', seriesColumn: 'misura', valueColumns: 'valore', minRows: 5 }, config)).toEqual({ ok: false, error: 'la fonte dà 2 righe, ne servono almeno 5' })
    expect(mapRows(table(), { categoryColumn: 'regione', valueColumns: 'valore' }, config)).toMatchObject({ ok: false, error: 'il grafico ha 2 serie ma le colonne dei valori sono 1' })
  })

  it('parses Italian and plain numbers', () => {
    expect([sourceNumber('1.234,5'), sourceNumber('1234.5'), sourceNumber(''), sourceNumber('n.d.')]).toEqual([1234.5, 1234.5, null, undefined])
  })
})

describe('KPI from the source', () => {
  const rows: [string, number | null, number | null][] = [['Lazio', 12, 5.5], ['Puglia', 7, null]]
  it('takes one cell or an aggregate of a series', () => {
    expect(kpiValue({ fromSource: 'cell', sourceCategory: 'Puglia' }, rows, config)).toBe(7)
    expect(kpiValue({ fromSource: 'sum' }, rows, config)).toBe(19)
    expect(kpiValue({ fromSource: 'avg', sourceSeries: 'Servizi' }, rows, config)).toBe(5.5)
    expect(kpiValue({ fromSource: 'max' }, rows, config)).toBe(12)
    expect(kpiValue({ fromSource: null }, rows, config)).toBeNull()
    expect(kpiValue({ fromSource: 'sum', sourceSeries: 'Nessuna' }, rows, config)).toBeNull()
  })
})
