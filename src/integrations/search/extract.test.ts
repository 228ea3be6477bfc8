import { describe, expect, it } from 'vitest'
import { blocksText, lexicalText, recordFor } from './extract'

const lexical = (...paragraphs: string[]) => ({
  root: { type: 'root', children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }, { type: 'linebreak' }] })) },
})

describe('text extraction', () => {
  it('takes rich text and the text fields of blocks, not settings, links or related documents', () => {
    expect(lexicalText(lexical('Primo  paragrafo', 'Secondo'))).toBe('Primo paragrafo\nSecondo')
    const body = [
      { blockType: 'hero', id: 'x1', title: 'Titolo del banner', description: 'Una descrizione', layout: 'large_with_border_top', image: { mimeType: 'image/png', alt: 'foto' } },
      { blockType: 'alert', colore: 'warning', testo: 'Attenzione alle scadenze', link: { href: 'https://example.it', text: 'Leggi' } },
      { blockType: 'richText', content: lexical('Testo ricco') },
      { blockType: 'faqList', faqs: [{ id: 3, title: 'Altra', slug: 'altra', createdAt: '2025-01-01T00:00:00.000Z' }] },
    ]
    expect(blocksText(body)).toEqual(['Titolo del banner', 'Una descrizione', 'Attenzione alle scadenze', 'Leggi', 'Testo ricco'])
  })

  it('builds records with the path rules of each section', () => {
    const faq = recordFor('faqs', { id: 7, title: 'Domanda', slug: 'domanda', category: 'generali', body: [{ blockType: 'richText', content: lexical('Risposta') }] })
    expect(faq).toEqual({ objectID: 'faq-7', title: 'Domanda', content: 'Risposta', slug: 'domanda', url: '/supporto/domande-frequenti/generali/domanda', target: '_self', content_type: 'faq' })
    expect(recordFor('pages', { id: 1, title: 'Home', slug: 'home' })?.url).toBe('/')
    expect(recordFor('datis', { id: 2, title: 'Dati', slug: 'avanzamento', summary: 'Sintesi' })).toMatchObject({ url: '/open-data/avanzamento', content: 'Sintesi', content_type: 'dati' })
    const avviso = { id: 4, name: 'Avviso 1.4.1 – Comuni', status: 'PUBBLICATO', startDate: '2026-11-01T00:00:00.000Z', endDate: '2027-01-31T00:00:00.000Z' }
    expect(recordFor('announcements', { ...avviso, url: 'https://pa.example.it/avviso', beneficiari: ['Comuni'], entePromotore: { label: 'Dipartimento' }, misura: { label: '1.4.1 Esperienza' } })).toMatchObject({
      objectID: 'avviso-4',
      title: 'Avviso 1.4.1 – Comuni',
      content: 'Stato: Aperto · Apertura 1° novembre 2026 · Chiusura 31 gennaio 2027\n1.4.1 Esperienza\nDipartimento\nComuni',
      url: '/avvisi/avviso-1-4-1-comuni',
      target: '_self',
      content_type: 'avviso',
    })
    expect(recordFor('announcements', { ...avviso, status: 'CHIUSO' })?.content).toMatch(/^Stato: Chiuso · /)
    expect(recordFor('updates', { id: 5, title: 'Nuovo manuale', cta: { text: 'Vai', cmsPage: { slug: 'guide-e-risorse' } } })).toMatchObject({ url: '/guide-e-risorse', target: '_self', content_type: 'update' })
    expect(recordFor('updates', { id: 6, title: 'Senza collegamento', cta: {} })).toBeNull()
  })

  it('leaves the block reference and noindex pages out of the site search', () => {
    expect(recordFor('pages', { id: 8, title: 'Esempi', slug: 'esempi' })).toBeNull()
    expect(recordFor('pages', { id: 9, title: 'Video', slug: 'esempi/blocchi-interattivi' })).toBeNull()
    expect(recordFor('pages', { id: 10, title: 'Bozza', slug: 'interna', meta: { noindex: true } })).toBeNull()
    expect(recordFor('pages', { id: 11, title: 'Esempio di ente', slug: 'esempio-di-ente' })?.url).toBe('/esempio-di-ente')
  })
})

describe('the programme in the index (issue 39)', () => {
  it('indexes a measure with its code, its page and the synonyms of what it says', () => {
    const doc = { id: 3, label: '2.2.3 Digitalizzazione delle procedure SUAP e SUE', descrizione: 'Finanzia gli sportelli unici per le attività produttive.', entePromotore: { label: 'Dipartimento della funzione pubblica' }, entiBeneficiari: [{ label: 'Comuni' }] }
    const record = recordFor('misuras', doc)!
    expect(record).toMatchObject({ objectID: 'misura-3', title: 'Misura 2.2.3 Digitalizzazione delle procedure SUAP e SUE', url: '/misure/2-2-3-digitalizzazione-delle-procedure-suap-e-sue', content_type: 'page' })
    expect(record.content).toBe('Finanzia gli sportelli unici per le attività produttive.\nDipartimento della funzione pubblica\nComuni')
    expect(record.keywords).toContain('misura 2.2.3')
    expect(record.keywords).toContain('sportello unico per le attività produttive')
    expect(recordFor('enteBeneficiarios', { id: 3, label: 'Scuole', descrizione: 'Per gli istituti scolastici.' })).toMatchObject({ objectID: 'beneficiario-3', url: '/beneficiari/scuole' })
  })

  it('keeps the options of chart and KPI fields out of the text', () => {
    expect(blocksText([{ blockType: 'chart', title: 'Comuni al cloud', kpi: [{ flowDirection: 'up', fromSource: 'sum', footerText: 'rispetto al 2025' }] }])).toEqual(['Comuni al cloud', 'rispetto al 2025'])
  })
})
