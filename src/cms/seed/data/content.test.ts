import { describe, expect, it } from 'vitest'
import { chartExamples, DEMO_DATA_DATE } from '../../../open-data/chart/examples'
import { FAQ_CATEGORIES } from '../../../content/paths'
import type { Refs } from '../refs'
import { datis } from './datis'
import { DOCUMENTS } from './documents'
import { faqs } from './faqs'
import { advancementRows, FIGURES, figuresCards, programmeTimeline } from './figures'
import { news } from './news'
import { pages } from './pages'
import { resources } from './resources'
import { updates } from './updates'

/** Every reference resolves to id 1: these tests read the content, not the ids. */
const refs = new Proxy({} as Refs, { get: (_, name) => (name === 'beneficiari' ? (...labels: unknown[]) => labels.map(() => 1) : () => 1) })

const text = (value: unknown) => JSON.stringify(value)

describe('demo content that holds together', () => {
  it('has at least five FAQs in each of the eight categories, with unique addresses', () => {
    const all = faqs(refs)
    for (const { value } of FAQ_CATEGORIES) expect(all.filter((f) => f.category === value).length, value).toBeGreaterThanOrEqual(5)
    expect(new Set(all.map((f) => f.slug)).size).toBe(all.length)
  })

  it('quotes the programme’s figures from the open data page, with the same date', () => {
    const kpis = chartExamples.perMisura.kpi!
    expect(FIGURES.projects).toBe(kpis.find((k) => k.label === 'Progetti finanziati')!.value)
    expect(FIGURES.billions).toBeCloseTo(kpis.find((k) => k.label === 'Risorse assegnate')!.value, 2)
    expect(kpis[0]!.footerText).toBe(`Dati al ${DEMO_DATA_DATE}`)
    const lastQuarter = (chartExamples.nelTempo.chartData.data as (string | number)[][]).at(-1)!
    expect(lastQuarter).toEqual(['2026 T3', 62450, FIGURES.projects])

    const rows = advancementRows()
    expect(rows.reduce((t, r) => t + r.progetti, 0)).toBe(FIGURES.projects)
    expect(rows.reduce((t, r) => t + r.candidature, 0)).toBe(lastQuarter[1])
    expect(rows.reduce((t, r) => t + r.risorse, 0) / 1e9).toBeCloseTo(FIGURES.billions, 6)

    expect(text(figuresCards())).toContain('58.430 progetti finanziati')
    expect(text(figuresCards())).toContain('7.412 comuni coinvolti')
    expect(text(figuresCards())).toContain(DEMO_DATA_DATE)
    const item = news(refs).find((n) => n.slug === 'numeri-del-programma')!
    expect(item.title).toBe('I numeri del programma: oltre 58.000 progetti finanziati')
    expect(text(item.body)).toContain(`Al ${DEMO_DATA_DATE}`)
    expect(text(item.body)).toContain('58.430 progetti')
    const advancement = datis(refs).find((d) => d.slug === 'avanzamento-del-programma')!
    expect(text(advancement.body)).toContain(`Avanzamento per misura al ${DEMO_DATA_DATE}`)
  })

  it('never calls the open data figures invented', () => {
    for (const page of datis(refs)) expect(text(page), page.slug).not.toMatch(/inventat/i)
  })

  it('puts «Oggi» in the month the seed runs, after every past step', () => {
    const timeline = programmeTimeline(new Date('2026-11-27T10:00:00Z'))
    expect(timeline.items.filter((i) => i.isCurrent).map((i) => i.dateLabel)).toEqual(['Novembre 2026'])
    expect(timeline.items.at(-1)!.isCurrent).toBe(true)
    expect(timeline.items.find((i) => i.title === 'Il sito si rinnova')!.dateLabel).toBe('Ottobre 2026')
  })

  it('links only to documents the seed generates, and gives the guides that promise files their downloads', () => {
    const seeded = new Set(DOCUMENTS.map((d) => `/cms-api/documents/file/${d.name}`))
    const all = text([pages(refs), faqs(refs), news(refs), resources(refs), updates(refs)])
    const linked = new Set(all.match(/\/cms-api\/documents\/file\/[\w.-]+/g))
    expect([...linked].filter((url) => !seeded.has(url))).toEqual([])
    expect(linked.size).toBeGreaterThanOrEqual(8)
    const kit = resources(refs).find((r) => r.slug === 'kit-migrazione-cloud')!
    expect(text(kit.body)).toContain('/cms-api/documents/file/kit-migrazione-cloud.pdf')
    expect(text(updates(refs))).toMatch(/"text":"Scarica il kit","href":"\/cms-api\/documents\/file\/kit-migrazione-cloud\.pdf"/)
  })
})

describe('/supporto (issue 39)', () => {
  it('offers one card per way to get help: the form, the territory, the FAQs, how to apply', async () => {
    const { sectionLandings } = await import('./pages-landings')
    const page = sectionLandings().find((p) => p.slug === 'supporto')!
    const grid = (page.body as { blockType: string; cards?: { link?: { href?: string } }[] }[]).find((b) => b.blockType === 'cardGrid')!
    expect(grid.cards!.map((c) => c.link?.href)).toEqual(['/supporto/richiedi-assistenza', '/supporto/contatta-il-territorio', '/supporto/domande-frequenti', '/supporto/come-candidarsi'])
  })
})
