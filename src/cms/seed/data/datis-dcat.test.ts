import { describe, expect, it } from 'vitest'
import { publisher } from '@/open-data/catalogue/catalogue'
import { catalogueTurtle, datasetTurtle } from '@/open-data/catalogue/dcat'
import { catalogueOf } from '@/open-data/catalogue/meta'
import type { Dati } from '@/payload-types'
import { shaclViolations } from '../../../../tests/e2e/support/open-data'
import { Refs } from '../refs'
import { datis } from './datis'

const ORIGIN = 'https://sito.example.it'
const WHO = publisher({ OPENDATA_PUBLISHER_NAME: 'Dipartimento per la trasformazione digitale', OPENDATA_PUBLISHER_IPA: 'ipa_prova' })

/** The demo's pages of data as the seed writes them (media ids stand in). */
function seededDatasets(): Dati[] {
  const refs = Object.assign(new Refs(), { media: () => 1 })
  return datis(refs).map((data, i) => ({ id: i + 1, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-10-01T00:00:00.000Z', ...data }) as Dati)
}

describe('the demo catalogue against the EU DCAT-AP 2.1.1 SHACL shapes', () => {
  const { info, metas } = catalogueOf(seededDatasets(), ORIGIN)

  it('lists every page of data, each file once', () => {
    expect(metas.map((m) => m.slug)).toEqual(seededDatasets().map((d) => d.slug))
    for (const meta of metas) expect(new Set(meta.distributions.map((d) => d.url)).size, meta.slug).toBe(meta.distributions.length)
    // «Avanzamento del programma» has its figures in a table: CSV and JSON, in the catalogue too.
    const avanzamento = metas.find((m) => m.slug === 'avanzamento-del-programma')!
    expect(avanzamento.distributions.map((d) => d.url)).toEqual([
      `${ORIGIN}/api/tabelle/open-data/avanzamento-del-programma/avanzamento-per-misura-al-30-settembre-2026-dati.csv`,
      `${ORIGIN}/api/tabelle/open-data/avanzamento-del-programma/avanzamento-per-misura-al-30-settembre-2026-dati.json`,
    ])
  })

  it('has 0 violations: the catalogue and every dataset on its own', async () => {
    expect(await shaclViolations(catalogueTurtle(info, metas, WHO, ORIGIN))).toEqual([])
    for (const meta of metas) expect(await shaclViolations(datasetTurtle(meta, WHO, ORIGIN)), meta.slug).toEqual([])
  })

  it('the validator does report a broken catalogue (it really checks)', async () => {
    const broken = catalogueTurtle(info, metas, WHO, ORIGIN).replace(/ a dct:MediaType \./g, ' a dct:Standard .').replace(/dct:title "Open data[^\n]*\n/, '')
    const violations = await shaclViolations(broken)
    expect(violations.some((v) => v.includes('dcat#mediaType'))).toBe(true)
    expect(violations.some((v) => v.includes('catalogo.ttl') && v.includes('title'))).toBe(true)
  })
})
