import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { answerToRichText, faqSlug, parseFaqExport } from './faq-import'
import { faqCategoryOf } from './paths'
import { lexicalText } from '@/integrations/search/extract'

const FIXTURE = fs.readFileSync(path.resolve('tests/e2e/data/fixtures/faq-export.csv'), 'utf8')

describe('FAQ export import', () => {
  it('reads the CSV fixture: valid rows, and the invalid ones by the line they start on', () => {
    const { rows, errors } = parseFaqExport(FIXTURE)
    expect(rows.map((r) => [r.where, r.category, r.slug, r.legacyIds])).toEqual([
      ['riga 2', 'utilizzo-piattaforma', 'posso-delegare-a-un-collega-la-firma-della-candidatura', ['09_prova-import/001_Delegarelafirma']],
      ['riga 7', 'misure-e-avvisi', 'entro-quanti-giorni-arriva-l-esito-della-verifica-formale', ['09_prova-import/002_Tempiverificaformale', '09_prova-import/vecchia/002_Tempiverifica']],
      ['riga 10', 'progetti', 'dove-trovo-il-codice-identificativo-del-progetto', []],
    ])
    expect(errors).toEqual([
      { where: 'riga 8', message: 'manca la risposta' },
      { where: 'riga 9', message: 'categoria sconosciuta: argomento-inesistente' },
    ])
    expect(lexicalText(answerToRichText(rows[0]!.answer))).toBe(
      'Sì, se il collega ha il potere di firma per l’ente.\nPrima di inviare la candidatura:\ncarica in piattaforma l’atto di delega;\nindica il nome del delegato nella sezione Referenti.'.replace(/’/g, "'"),
    )
  })

  it('reads a JSON array and a semicolon CSV, and refuses repeated or malformed ids', () => {
    const json = JSON.stringify([
      { question: 'Prima domanda?', answer: 'Uno.', category: 'Generali', legacy_id: ['01_a/001_Uno'] },
      { domanda: 'Seconda domanda?', risposta: 'Due.', categoria: 'rendicontazione', id_storico: '01_a/001_Uno' },
      { question: 'Terza?', answer: 'Tre.', category: 'generali', legacy_id: 'https://vecchio.example/#x' },
      { question: 'Prima domanda?', answer: 'Di nuovo.', category: 'generali' },
    ])
    const parsed = parseFaqExport(json)
    expect(parsed.rows.map((r) => r.slug)).toEqual(['prima-domanda'])
    expect(parsed.errors).toEqual([
      { where: 'voce 2', message: 'identificativo storico ripetuto: 01_a/001_Uno' },
      { where: 'voce 3', message: 'identificativo storico non valido: https://vecchio.example/#x' },
      { where: 'voce 4', message: 'domanda ripetuta (slug prima-domanda)' },
    ])
    const csv = 'domanda;risposta;categoria;id_storico\nQuale fondo?;Il fondo innovazione.;Fondo innovazione;06_fondo/001_Quale\n'
    expect(parseFaqExport(csv).rows[0]).toMatchObject({ where: 'riga 2', category: 'fondo-innovazione' })
    expect(parseFaqExport('titolo,testo\nx,y\n').errors[0]?.message).toMatch(/intestazione attesa/)
    expect(parseFaqExport('{"faqs": 3}').errors[0]?.message).toMatch(/elenco/)
  })

  it('derives categories and short slugs', () => {
    expect(faqCategoryOf('Classificazione dati e servizi')).toBe('classificazione-dati-e-servizi')
    expect(faqCategoryOf('altro')).toBeNull()
    const slug = faqSlug('È possibile accedere alla piattaforma con identità SPID o CIE diverse da quella del legale rappresentante dell’ente beneficiario?')
    expect(slug.length).toBeLessThanOrEqual(100)
    expect(slug).toMatch(/^e-possibile-accedere-alla-piattaforma[a-z0-9-]*[a-z0-9]$/)
  })
})
