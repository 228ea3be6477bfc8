import { describe, expect, it } from 'vitest'
import { readItalianNumber } from './italian-number'
import { isTablePaste, pasteIntoGrid, readPastedTable, withoutHeaderRow } from './table-paste'

const isNumber = (t: string) => {
  const r = readItalianNumber(t)
  return r.ok && r.value !== null
}

describe('readPastedTable', () => {
  it('reads rows and columns as Excel and LibreOffice copy them', () => {
    expect(readPastedTable('Lombardia\t11.200\t310,5\r\nLazio\t980\t\r\n')).toEqual([
      ['Lombardia', '11.200', '310,5'],
      ['Lazio', '980', ''],
    ])
    expect(readPastedTable('Piemonte\t1\nValle d\'Aosta\t2\n')).toEqual([
      ['Piemonte', '1'],
      ["Valle d'Aosta", '2'],
    ])
  })

  it('keeps quoted cells whole', () => {
    expect(readPastedTable('"Trentino\nAlto Adige"\t5\n"Detto ""così"""\t6')).toEqual([
      ['Trentino\nAlto Adige', '5'],
      ['Detto "così"', '6'],
    ])
  })

  it('tells a table from a single value', () => {
    expect(isTablePaste('11.200')).toBe(false)
    expect(isTablePaste('11.200\n')).toBe(false)
    expect(isTablePaste('a\tb')).toBe(true)
    expect(isTablePaste('1\n2')).toBe(true)
  })
})

describe('pasteIntoGrid', () => {
  it('fills rows and columns from the cell, adding rows, dropping extra columns', () => {
    const grid = [['Lombardia', '1', '2']]
    const { grid: next, droppedColumns } = pasteIntoGrid(grid, 0, 1, [['10', '20', '30'], ['40', '50']])
    expect(next).toEqual([
      ['Lombardia', '10', '20'],
      ['', '40', '50'],
    ])
    expect(droppedColumns).toBe(1)
    expect(grid).toEqual([['Lombardia', '1', '2']])
  })

  it('drops a header row copied with the data', () => {
    const block = readPastedTable('Regione\tProgetti\nLazio\t980\n')
    expect(withoutHeaderRow(block, isNumber)).toEqual([['Lazio', '980']])
    expect(withoutHeaderRow([['Lazio', '980']], isNumber)).toEqual([['Lazio', '980']])
  })
})
