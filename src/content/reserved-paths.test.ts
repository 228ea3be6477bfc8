import { describe, expect, it } from 'vitest'
import { reservedPageSlug } from './reserved-paths'

describe('reserved page slugs', () => {
  it('refuses paths under a section prefix, in Italian', () => {
    expect(reservedPageSlug('notizie/un-articolo')).toMatch(/^Gli indirizzi che iniziano con \/notizie\/ sono riservati alla sezione «Notizie»/)
    expect(reservedPageSlug('supporto/domande-frequenti/generali/x')).toMatch(/crea una domanda frequente/)
    expect(reservedPageSlug('open-data/dataset')).toMatch(/Open data/)
    expect(reservedPageSlug('guide-e-risorse/guida')).toMatch(/Guide e risorse/)
  })
  it('refuses system paths and what lies under them', () => {
    for (const slug of ['admin', 'api/search', 'cms-api', '_next/x', 'cerca', 'dati/x', 'novita/newsletter/conferma']) {
      expect(reservedPageSlug(slug)).toMatch(/è riservato al sito/)
    }
  })
  it('leaves section landing pages, support pages and ordinary paths free', () => {
    for (const slug of ['notizie', 'open-data', 'supporto/domande-frequenti', 'supporto/domande-frequenti/generali', 'supporto/richiedi-assistenza', 'il-programma', 'novita/newsletter', 'cercare']) {
      expect(reservedPageSlug(slug)).toBeNull()
    }
  })
})
