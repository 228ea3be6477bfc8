import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MISURE } from '../../../content/taxonomies'
import { chartExamples, chartTabsExample, DEMO_DATA_DATE } from '../../../open-data/chart/examples'
import { comuniPerRegione } from '../../../programme/comuni/comuni'
import { ANNOUNCEMENTS } from './announcements'
import { advancementRows, FIGURES, programmeSteps, programmeTimeline } from './figures'
import { MEASURES } from './programme'
import { PERIODS, PROJECT_MEASURES, regionalFiles, regions } from './regional-figures'

/** The demo figures add up (issue 39): one source, budgets ≥ assigned, totals = sums, one name per measure, dates that agree. */
const rows = (chart: { chartData: { data: unknown } }) => chart.chartData.data as [string, ...number[]][]
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10
const budgetOf = (label: string) => MEASURES[label as keyof typeof MEASURES].risorseInEuro

describe('the programme’s figures', () => {
  it('assigns no measure more than its budget, and the total assigned is the sum of the measures and of the types of body', () => {
    for (const row of advancementRows()) expect(row.risorse, row.misura).toBeLessThanOrEqual(budgetOf(row.misura))
    const assigned = sum(advancementRows().map((r) => r.risorse / 1_000_000))
    expect(sum(rows(chartExamples.perEnte).map((r) => r[1]))).toBe(assigned)
    expect(FIGURES.billions * 1000).toBeCloseTo(assigned, 6)
    expect(chartExamples.perMisura.kpi!.find((k) => k.label === 'Risorse assegnate')!.value).toBe(Math.round(assigned / 10) / 100)
    const [byArea, byYear] = chartTabsExample.tabs.map((t) => t.charts![0]!)
    expect(sum(rows(byArea!).map((r) => r[1]))).toBe(assigned)
    expect(sum(rows(byYear!).map((r) => r[1] + r[2]!))).toBe(assigned)
    const budgets = sum(Object.values(MEASURES).map((m) => m.risorseInEuro / 1_000_000))
    expect(assigned).toBeLessThanOrEqual(budgets)
  })

  it('names each measure one way: the charts, the progress table and the avvisi use the measure’s label', () => {
    const charted = rows(chartExamples.perMisura).map((r) => r[0])
    for (const name of charted) expect(MISURE, name).toContain(name)
    expect(advancementRows().map((r) => r.misura)).toEqual(charted)
    const config = chartExamples.perRegione.chartData.config as { series: { name: string }[] }
    for (const series of config.series) expect(MISURE).toContain(series.name)
    // «Avviso 1.4.5 …» names its measure by the measure's label (it was «Notifiche digitali»).
    for (const a of ANNOUNCEMENTS.filter((a) => a.misura)) expect(a.name).toContain(`Avviso ${a.misura!.replace(/ \(.*\)$/, '')} – `)
  })

  it('gives every avviso resources within its measure’s budget, and amounts within its resources', () => {
    const perMeasure = new Map<string, number>()
    for (const a of ANNOUNCEMENTS) {
      for (const amount of a.importi) expect(amount.importo, a.name).toBeLessThan(a.risorse)
      for (const b of a.importi) expect(a.beneficiari, a.name).toContain(b.beneficiario)
      if (a.misura) perMeasure.set(a.misura, (perMeasure.get(a.misura) ?? 0) + a.risorse)
    }
    for (const [misura, total] of perMeasure) expect(total, misura).toBeLessThanOrEqual(budgetOf(misura))
  })

  it('has the 20 regions in every quarter of «Indicatori per regione», to the quarter of the figures’ date, with no more Comuni on pagoPA than the region has', () => {
    expect(regions()).toHaveLength(20)
    expect(DEMO_DATA_DATE).toBe('30 settembre 2026')
    expect(PERIODS.at(-1)).toBe('2026-T3')
    const files = regionalFiles()
    for (const [name, text] of Object.entries(files)) {
      // The files the site serves (and the nightly sync reads) are these.
      expect(readFileSync(path.resolve(import.meta.dirname, `../../../../public/fonti/open-data/${name}.csv`), 'utf8'), name).toBe(text)
    }
    const parsed = (text: string) => text.trim().split('\n').slice(1).map((l) => l.split(','))
    const comuni = new Map(regions().map((r) => [r.name, r.comuni]))
    for (const [period, , region, value] of parsed(files['comuni-con-pagopa'])) {
      expect(Number(value), `${period} ${region}`).toBeLessThanOrEqual(comuni.get(region!)!)
    }
    expect(sum([...comuniPerRegione().values()])).toBe(7904)
    for (const period of PERIODS) expect(parsed(files['comuni-con-pagopa']).filter((r) => r[0] === period)).toHaveLength(20)
    const lastQuarter = parsed(files['progetti-finanziati']).filter((r) => r[0] === '2026-T3')
    for (const measure of PROJECT_MEASURES) {
      const charted = rows(chartExamples.perMisura).find((r) => r[0] === measure)![1]
      expect(sum(lastQuarter.filter((r) => r[1] === measure).map((r) => Number(r[3]))), measure).toBe(charted)
    }
    const onPagoPa = sum(parsed(files['comuni-con-pagopa']).filter((r) => r[0] === '2026-T3').map((r) => Number(r[3])))
    expect(onPagoPa).toBeLessThanOrEqual(FIGURES.municipalities)
  })

  it('dates the new site in the same month on the timeline and in «Le tappe del programma»', () => {
    const now = new Date('2026-11-27T10:00:00Z')
    const timeline = programmeTimeline(now).items.find((i) => i.title === 'Il sito si rinnova')!.dateLabel
    const steps = programmeSteps(now).rows!.find((r) => r.cells![1]!.value!.startsWith('Nuovo sito'))!.cells![0]!.value
    expect(steps).toBe(timeline)
    expect(timeline).toBe('Ottobre 2026')
  })
})
