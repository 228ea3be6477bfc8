import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TableComponent } from '@/blocks/Table/Component'
import { table } from '@/blocks/Table/examples'
import { dataPackageValidator } from '../../../tests/e2e/support/open-data'
import { dataTableCsv, dataTableRecords, dataTables, italianNumber } from './data-tables'
import { dataPackage } from './datapackage'
import { tableResources } from './meta'

const avanzamento = table('Avanzamento per misura (dati dimostrativi)', ['Misura', 'Candidature', 'Risorse assegnate'], [
  ['1.2 Migrazione al Cloud', '13.420', '985.000.000 €'],
  ['=HYPERLINK("x")', '', '410.000.000,50 €'],
])

describe('a table block as open data', () => {
  const [data] = dataTables([{ blockType: 'richText' }, avanzamento, { ...avanzamento, columns: [] }], '/open-data/avanzamento-del-programma')

  it('reads Italian figures: grouping dots, decimal comma, a unit after', () => {
    expect([italianNumber('13.420'), italianNumber('985.000.000 €'), italianNumber('12,5%'), italianNumber('-3')]).toEqual([13420, 985000000, 12.5, -3])
    expect([italianNumber('1.5'), italianNumber('1.2 Migrazione'), italianNumber(''), italianNumber('1.2345')]).toEqual([null, null, null, null])
  })

  it('has its files under the page, named by its caption (one table per name)', () => {
    expect(data).toMatchObject({ anchor: 'avanzamento-per-misura-dati-dimostrativi', csvPath: '/api/tabelle/open-data/avanzamento-del-programma/avanzamento-per-misura-dati-dimostrativi.csv' })
    expect(dataTables([avanzamento, avanzamento], '/x')).toHaveLength(1)
  })

  it('writes the cells as shown (CSV, formulas as text) and the figures as numbers (JSON)', () => {
    expect(dataTableCsv(data!).split('\r\n')).toEqual([
      'Misura;Candidature;Risorse assegnate',
      '1.2 Migrazione al Cloud;13.420;985.000.000 €',
      `"'=HYPERLINK(""x"")";;410.000.000,50 €`,
      '',
    ])
    expect(dataTableRecords(data!)).toEqual([
      { Misura: '1.2 Migrazione al Cloud', Candidature: 13420, 'Risorse assegnate': 985000000 },
      { Misura: '=HYPERLINK("x")', Candidature: null, 'Risorse assegnate': 410000000.5 },
    ])
  })

  it('is a valid tabular data package resource, its figures described as Italian numbers', () => {
    const meta = { slug: 'avanzamento', title: 'Avanzamento', description: 'd', landingPage: 'https://s.it/x', modified: '2026-01-01T00:00:00.000Z', keywords: [], temporal: null, distributions: [], sources: [] }
    const pkg = dataPackage(meta, tableResources([], [data!], 'https://s.it'))
    const validate = dataPackageValidator()
    expect(validate(pkg), JSON.stringify(validate.errors)).toBe(true)
    expect(pkg.resources[0]!.schema.fields.map((f) => [f.type, 'groupChar' in f ? f.groupChar : null, 'bareNumber' in f ? f.bareNumber : null])).toEqual([
      ['string', null, null],
      ['number', '.', null],
      ['number', '.', false],
    ])
  })

  it('offers its CSV and JSON under the table on the page', () => {
    const html = renderToStaticMarkup(<TableComponent block={avanzamento} context={{ crumbs: [], path: '/open-data/avanzamento-del-programma' }} />)
    expect(html).toContain('href="/api/tabelle/open-data/avanzamento-del-programma/avanzamento-per-misura-dati-dimostrativi.csv"')
    expect(html).toContain('aria-label="Avanzamento per misura (dati dimostrativi), formato JSON"')
  })
})
