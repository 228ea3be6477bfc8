import { describe, expect, it } from 'vitest'
import { cellsFromRows, rowsFromCells, unreadableCell } from './chart-table'

describe('chart table', () => {
  it('stores Italian numbers as numbers, and shows them back the same way', () => {
    const rows = rowsFromCells([
      ['Lombardia', '11.200', '310,5'],
      ['', '', ''],
      ['Lazio', '', '1.234.567,25'],
    ])
    expect(rows).toEqual([
      ['Lombardia', 11200, 310.5],
      ['Lazio', null, 1234567.25],
    ])
    expect(cellsFromRows(rows, 3)).toEqual([
      ['Lombardia', '11.200', '310,5'],
      ['Lazio', '', '1.234.567,25'],
    ])
  })

  it('keeps an unreadable cell as typed and names it', () => {
    const rows = rowsFromCells([['Lombardia', '1.5']])
    expect(rows).toEqual([['Lombardia', '1.5']])
    expect(unreadableCell(rows, ['Progetti'])).toBe(
      'Dati del grafico, riga 1, «Progetti»: «1.5» non è chiaro: per i decimali usa la virgola (es. 1,5); il punto separa le migliaia (es. 11.200).',
    )
    expect(unreadableCell([['Lazio', 3]], ['Progetti'])).toBeNull()
  })
})
