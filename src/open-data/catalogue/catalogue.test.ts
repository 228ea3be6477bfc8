import { describe, expect, it } from 'vitest'
import { dataPackageValidator, missingRequired, objectsOf, parseTurtle, subjectsOf } from '../../../tests/e2e/support/open-data'
import type { DatasetMeta } from './catalogue'
import { dataPackage } from './datapackage'
import { catalogueTurtle, datasetTurtle } from './dcat'

const ORIGIN = 'https://sito.example.it'
const WHO = { name: 'Dipartimento "prova"', ipa: 'dtd_demo' }

const meta = (slug: string, extra: Partial<DatasetMeta> = {}): DatasetMeta => ({
  slug,
  title: `Dati di prova ${slug}`,
  description: 'Una riga\ncon "virgolette" e \\ barra',
  landingPage: `${ORIGIN}/open-data/${slug}`,
  modified: '2026-03-04T10:00:00.000Z',
  theme: 'ECON',
  frequency: 'MONTHLY',
  licenza: 'CC BY 4.0',
  distributions: [{ title: 'Tabella (CSV)', format: 'CSV', url: `${ORIGIN}/api/charts/open-data/${slug}/tabella.csv` }],
  sources: ['https://fonte.example.org/dataset?x=1&y=2'],
  ...extra,
})

describe('DCAT-AP_IT', () => {
  it('gives the catalogue, every dataset, distribution and agent their required properties', () => {
    const info = { title: 'Open data', description: 'I dataset', homepage: `${ORIGIN}/open-data`, modified: '2026-03-05T00:00:00Z' }
    const store = parseTurtle(catalogueTurtle(info, [meta('uno'), meta('due', { frequency: null, theme: 'XXX' })], WHO, ORIGIN))
    expect(subjectsOf(store, 'dcatapit:Catalog')).toHaveLength(1)
    expect(subjectsOf(store, 'dcatapit:Dataset')).toHaveLength(2)
    expect(subjectsOf(store, 'dcatapit:Distribution')).toHaveLength(2)
    expect(missingRequired(store)).toEqual([])
  })

  it('keeps literals intact (quotes, backslash, line break) and uses the EU vocabularies', () => {
    const store = parseTurtle(datasetTurtle(meta('tre'), WHO, ORIGIN))
    const [dataset] = subjectsOf(store, 'dcatapit:Dataset')
    const one = (property: string, subject = dataset!) => objectsOf(store, subject, property)[0]
    expect(one('dct:description')).toBe('Una riga\ncon "virgolette" e \\ barra')
    expect(one('dcat:theme')).toBe('http://publications.europa.eu/resource/authority/data-theme/ECON')
    expect(one('dct:accrualPeriodicity')).toBe('http://publications.europa.eu/resource/authority/frequency/MONTHLY')
    expect(one('dct:identifier')).toBe('dtd_demo:tre')
    expect(one('dct:source')).toBe('https://fonte.example.org/dataset?x=1&y=2')
    const licence = one('dct:license', subjectsOf(store, 'dcatapit:Distribution')[0])
    expect(licence).toBe('https://w3id.org/italia/controlled-vocabulary/licences/A21_CCBY40')
    expect(objectsOf(store, licence!, 'foaf:name')).toHaveLength(1)
    expect(missingRequired(store)).toEqual([])
  })
})

describe('Frictionless data package', () => {
  const validate = dataPackageValidator()

  it('is a valid tabular data package, with or without upstream sources', () => {
    const tables = [
      { name: 'progetti-per-regione', title: 'Progetti', path: `${ORIGIN}/api/charts/open-data/x/progetti-per-regione.csv`, fields: [{ name: 'Regione', type: 'string' as const, title: 'Regione' }, { name: 'Progetti (€)', type: 'number' as const, title: 'Progetti (€)' }] },
    ]
    expect(validate(dataPackage(meta('senza-fonti', { sources: [] }), tables)), JSON.stringify(validate.errors)).toBe(true)
    const pkg = dataPackage(meta('indicatori-per-regione'), tables)
    expect(validate(pkg), JSON.stringify(validate.errors)).toBe(true)
    expect(pkg.licenses[0]).toMatchObject({ name: 'CC-BY-4.0' })
  })

  it('the validator does reject a broken package (it really checks)', () => {
    expect(validate({ ...dataPackage(meta('x'), []), name: 'Nome Non Valido', resources: [] })).toBe(false)
  })
})
