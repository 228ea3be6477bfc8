import { chartExamples } from '../../../open-data/chart/examples'
import { comuniPerRegione } from '../../../programme/comuni/comuni'

/**
 * The demo indicator files of «Indicatori per regione» (public/fonti/open-data/*.csv), from one
 * source: the 20 regions with ISTAT's number of Comuni; the projects at the last quarter are those
 * of «Progetti finanziati per misura» (the same date, 30 September 2026 = 2026-T3), shared by the
 * regions in proportion to their Comuni; the Comuni on pagoPA never more than the region has.
 * figures.test.ts checks the files are these (rewrite them with `npx tsx scripts/regional-figures.ts`).
 */
export const PERIODS = ['2025-T4', '2026-T1', '2026-T2', '2026-T3'] as const

/** ISTAT's bilingual names, as the charts of the site write them. */
const SHORT: Record<string, string> = {
  "Valle d'Aosta/Vallée d'Aoste": 'Valle d’Aosta',
  'Trentino-Alto Adige/Südtirol': 'Trentino-Alto Adige',
  'Friuli-Venezia Giulia': 'Friuli Venezia Giulia',
}

export function regions(): { name: string; comuni: number }[] {
  return [...comuniPerRegione()].map(([name, comuni]) => ({ name: SHORT[name] ?? name, comuni })).sort((a, b) => a.name.localeCompare(b.name, 'it'))
}

/** `total` shared in proportion to `weights`, rounded to `decimals`, the remainders to the largest fractions: the parts add up exactly. */
function share(total: number, weights: number[], decimals = 0): number[] {
  const unit = 10 ** decimals
  const units = Math.round(total * unit)
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (units * w) / sum)
  const floors = exact.map(Math.floor)
  let left = units - floors.reduce((a, b) => a + b, 0)
  const order = exact.map((e, i) => [e - floors[i]!, i] as const).sort((a, b) => b[0] - a[0])
  for (const [, i] of order) if (left-- > 0) floors[i]! += 1
  return floors.map((f) => f / unit)
}

const projectsAt = (label: string) => {
  const row = (chartExamples.perMisura.chartData.data as [string, number][]).find(([name]) => name === label)
  if (!row) throw new Error(`Progetti della misura «${label}» mancanti`)
  return row[1]
}

/** The two measures of the file, by their labels; cumulative projects grow to the last quarter's. */
export const PROJECT_MEASURES = ['1.2 Abilitazione e facilitazione migrazione al Cloud', '1.4.1 Esperienza dei servizi pubblici'] as const
const GROWTH = [0.86, 0.89, 0.92, 1]
/** Share of a region's Comuni on pagoPA per quarter (a little lower in every third region). */
const PAGOPA_SHARE = [0.86, 0.88, 0.9, 0.92]
/** Resources paid out per quarter, million euro (2026: 120,4 as in «Risorse assegnate ed erogate per anno»). */
const PAID = [98.3, 35.2, 40.1, 45.1]

const csv = (rows: (string | number)[][]) => `${['periodo,misura,regione,valore', ...rows.map((r) => r.join(','))].join('\n')}\n`

export function regionalFiles(): Record<'progetti-finanziati' | 'comuni-con-pagopa' | 'risorse-erogate', string> {
  const list = regions()
  const weights = list.map((r) => r.comuni)
  const progetti = PERIODS.flatMap((period, p) =>
    PROJECT_MEASURES.flatMap((measure) => share(Math.round(projectsAt(measure) * GROWTH[p]!), weights).map((v, i) => [period, measure, list[i]!.name, v])),
  )
  const comuni = PERIODS.flatMap((period, p) =>
    list.map((r, i) => [period, 'Comuni attivi', r.name, Math.floor(r.comuni * (PAGOPA_SHARE[p]! - (i % 3 === 2 ? 0.03 : 0)))]),
  )
  const risorse = PERIODS.flatMap((period, p) => share(PAID[p]!, weights, 1).map((v, i) => [period, 'Risorse erogate (milioni di euro)', list[i]!.name, v.toFixed(1)]))
  return { 'progetti-finanziati': csv(progetti), 'comuni-con-pagopa': csv(comuni), 'risorse-erogate': csv(risorse) }
}
