import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fragmentToLegacyId } from './legacy-fragment'
import { isInternalTarget, isLegacyId, movedQuestionPath, parseLegacyTsv } from './legacy-redirects'

describe('legacy ids and targets', () => {
  it('accepts two- and three-segment ids, with accented letters', () => {
    expect(isLegacyId('01_generali/001_CosNextGenerationEU')).toBe(true)
    expect(isLegacyId('04_esempio/002-sottocartella/007_accessoconidentitadiverse')).toBe(true)
    expect(isLegacyId('05_esempio/003-misura-1-2/011_verifica_attività')).toBe(true)
    expect(isLegacyId('main-content')).toBe(false)
    expect(isLegacyId('01_generali')).toBe(false)
  })
  it('decodes a percent-encoded fragment before matching', () => {
    expect(fragmentToLegacyId('#05_esempio/003-misura-1-2/011_verifica_attivit%C3%A0')).toBe(
      '05_esempio/003-misura-1-2/011_verifica_attività',
    )
    expect(fragmentToLegacyId('#%E0%A4%A')).toBeNull()
    expect(fragmentToLegacyId('#scadenze-2')).toBeNull()
  })
  it('accepts only site-internal targets (no open redirect)', () => {
    expect(isInternalTarget('/supporto/domande-frequenti/generali/x')).toBe(true)
    expect(isInternalTarget('//evil.example/x')).toBe(false)
    expect(isInternalTarget('https://evil.example/')).toBe(false)
    expect(isInternalTarget('/x"><script>')).toBe(false)
  })
})

describe('movedQuestionPath', () => {
  const landing = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams)
  it('lands on the FAQ index with the old anchor’s words and its category', () => {
    expect(movedQuestionPath('01_generali/001_CosNextGenerationEU')).toMatch(/^\/supporto\/domande-frequenti\?/)
    expect(landing(movedQuestionPath('01_generali/001_CosNextGenerationEU'))).toEqual({ q: 'Next Generation EU', spostata: 'generali' })
    expect(landing(movedQuestionPath('05_misure/003-misura-1-2/011_verifica_attività'))).toEqual({ q: 'verifica attività', spostata: 'misure-e-avvisi' })
    expect(landing(movedQuestionPath('03_classification-data-services/002_QualiDati'))).toMatchObject({ spostata: 'classificazione-dati-e-servizi' })
    expect(landing(movedQuestionPath('08_altro/001_Boh'))).toEqual({ q: 'Boh', spostata: 'si' })
  })
  it('uses the vanished page’s slug and category when the mapping points at a page that is gone', () => {
    expect(landing(movedQuestionPath('02_utilizzo-piattaforma/001_X', '/supporto/domande-frequenti/progetti/come-si-chiude-un-progetto'))).toEqual({
      q: 'chiude progetto',
      spostata: 'progetti',
    })
    expect(landing(movedQuestionPath('07_rendicontazione/001_X', '/domande-frequenti/rendicontazione/cambio-iban'))).toMatchObject({ spostata: 'rendicontazione' })
  })
  it('searches the words of the old table’s target, with the elided articles split off (it searched «liban dellente»)', () => {
    // The real row of the old table (../shared/legacy-faq-redirects.tsv) for the IBAN question.
    const row = ['07_rendicontazione/012_iban_e_conto_di_tesoreria_unico', '/domande-frequenti/rendicontazione/e-cambiato-liban-dellente-occorre-cambiare-il-conto-di-tesoreria'] as const
    expect(landing(movedQuestionPath(...row))).toEqual({ q: 'cambiato iban ente occorre cambiare conto tesoreria', spostata: 'rendicontazione' })
    // Words that only look elided stay whole.
    const words = landing(movedQuestionPath('02_x/001_X', '/supporto/domande-frequenti/progetti/limiti-e-allegati-per-diverse-identita-dellallegato')).q
    expect(words).toBe('limiti allegati diverse identita allegato')
  })
  it('splits a question word run into the next one (it searched «Comecambio IBAN»)', () => {
    expect(landing(movedQuestionPath('07_rendicontazione/013_ComecambioIBAN')).q).toBe('cambio IBAN')
    expect(landing(movedQuestionPath('01_generali/001_Come')).q).toBe('Come')
  })
})

describe('parseLegacyTsv', () => {
  it('reports invalid rows with their line number and keeps the valid ones', () => {
    const tsv = [
      'legacy_id\ttarget',
      '01_generali/001_A\t/supporto/domande-frequenti/generali/a',
      'non valido\t/x',
      '01_generali/002_B\thttps://altro.example/',
      '',
      '01_generali/001_A\t/doppio',
    ].join('\n')
    const { rows, errors } = parseLegacyTsv(tsv)
    expect(rows).toEqual([{ line: 2, legacyId: '01_generali/001_A', target: '/supporto/domande-frequenti/generali/a' }])
    expect(errors.map((e) => e.line)).toEqual([3, 4, 6])
  })
  it('rejects a file without the header', () => {
    expect(parseLegacyTsv('a\tb').errors).toEqual([{ line: 1, message: 'intestazione attesa: legacy_id<TAB>target' }])
  })

  const shared = path.resolve(import.meta.dirname, '../../../shared/legacy-faq-redirects.tsv')
  it.runIf(fs.existsSync(shared))('parses the real table of ../shared without errors', () => {
    const { rows, errors } = parseLegacyTsv(fs.readFileSync(shared, 'utf8'))
    expect(errors).toEqual([])
    expect(rows.length).toBe(395)
    expect(rows.filter((r) => r.target.startsWith('/domande-frequenti/'))).toHaveLength(2)
  })
})
