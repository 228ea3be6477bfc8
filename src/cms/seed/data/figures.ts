import { chartExamples, DEMO_DATA_DATE } from '../../../open-data/chart/examples'
import { table, tableExamples } from '../../../blocks/Table/examples'
import { timelineExamples } from '../../../blocks/Timeline/examples'
import type { CardGridBlock, TableBlock, TimelineBlock } from '../../../payload-types'

/**
 * The programme's figures, from one source: the open data page «Progetti e risorse del programma»
 * (its charts and KPI tiles, src/open-data/chart/examples.ts). The home tiles, the news item on the
 * figures and the «Avanzamento del programma» table quote these, with the same date.
 */
const OPEN_DATA = '/open-data/progetti-e-risorse'

const perMisura = chartExamples.perMisura
const kpi = (label: string): number => {
  const tile = perMisura.kpi?.find((k) => k.label === label)
  if (!tile) throw new Error(`Seed: indicatore «${label}» mancante`)
  return tile.value
}
const sum = (rows: readonly (readonly (string | number)[])[], column = 1): number => rows.reduce((total, row) => total + Number(row[column]), 0)

const it = new Intl.NumberFormat('it-IT', { useGrouping: 'always' })
const oneDecimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 })

/** Totals as the site shows them. */
export const FIGURES = {
  date: DEMO_DATA_DATE,
  projects: sum(perMisura.chartData.data as (string | number)[][]),
  billions: sum(chartExamples.perEnte.chartData.data as (string | number)[][]) / 1000,
  administrations: kpi('Amministrazioni raggiunte'),
  municipalities: kpi('Comuni coinvolti'),
} as const

export const figureText = {
  projects: it.format(FIGURES.projects),
  billions: oneDecimal.format(FIGURES.billions),
  administrations: it.format(FIGURES.administrations),
  municipalities: it.format(FIGURES.municipalities),
  /** «oltre 58.000»: the total rounded down to the thousand. */
  projectsRounded: `oltre ${it.format(Math.floor(FIGURES.projects / 1000) * 1000)}`,
}

/** The four tiles of the home, each leading to the data. */
export function figuresCards(): CardGridBlock {
  const card = (title: string, text: string) => ({ title, text, link: { href: OPEN_DATA, target: '_self' as const } })
  return {
    blockType: 'cardGrid',
    id: 'in-cifre',
    title: `Il programma in cifre al ${FIGURES.date}`,
    columns: '4',
    cardLayout: 'borderBottom',
    cardType: 'generic',
    cards: [
      card(`${figureText.projects} progetti finanziati`, 'Progetti ammessi a finanziamento dall’avvio del programma.'),
      card(`${figureText.billions} miliardi di euro assegnati`, 'Risorse assegnate agli enti con l’accesso forfettario.'),
      card(`${figureText.administrations} amministrazioni`, 'Enti con almeno un progetto finanziato, in tutte le regioni.'),
      card(`${figureText.municipalities} comuni coinvolti`, 'Più di nove comuni italiani su dieci partecipano al programma.'),
    ],
  }
}

/**
 * «Avanzamento del programma» per measure: the projects are those of the chart «Progetti finanziati
 * per misura»; applications and resources add up to the totals of the same page (62.450 applications
 * at the last quarter, 2,58 billion euro, the sum of the chart «Risorse assegnate per tipologia di
 * ente»); no measure has more assigned than its budget (figures.test.ts checks all three).
 */
const ADVANCEMENT: [misura: string, candidature: number, risorseMilioni: number][] = [
  ['1.2 Abilitazione e facilitazione migrazione al Cloud', 13970, 930],
  ['1.4.1 Esperienza dei servizi pubblici', 12420, 760],
  ['1.4.3 Adozione pagoPA', 8930, 190],
  ['1.4.3 Adozione app IO', 8450, 75],
  ['1.4.4 Adozione identità digitale', 7640, 95],
  ['1.4.4 Adozione ANPR ANSC', 5480, 45],
  ['1.4.5 Digitalizzazione degli avvisi pubblici', 3410, 210],
  ['2.2.3 Digitalizzazione delle procedure SUAP e SUE', 2150, 275],
]

export function advancementRows(): { misura: string; candidature: number; progetti: number; risorse: number }[] {
  const projects = perMisura.chartData.data as [string, number][]
  return ADVANCEMENT.map(([misura, candidature, milioni], i) => ({ misura, candidature, progetti: projects[i]![1], risorse: milioni * 1_000_000 }))
}

export function advancementTable(): TableBlock {
  return table(
    `Avanzamento per misura al ${FIGURES.date} (dati dimostrativi)`,
    ['Misura', 'Candidature', 'Progetti finanziati', 'Risorse assegnate'],
    advancementRows().map((r) => [r.misura, it.format(r.candidature), it.format(r.progetti), `${it.format(r.risorse)} €`]),
  )
}

const monthYear = (date: Date) => {
  const label = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }).format(date)
  return label[0]!.toUpperCase() + label.slice(1)
}

/** Days since the new site went online: the news item that announces it, the timeline and the steps table agree. */
export const SITE_LAUNCH_DAYS_AGO = 47

const launchMonth = (now: Date) => monthYear(new Date(now.getTime() - SITE_LAUNCH_DAYS_AGO * 86_400_000))

/** «Le tappe del programma» (the table of /il-programma): the new site in the month it went online, as in the timeline. */
export function programmeSteps(now = new Date()): TableBlock {
  const { tappe } = tableExamples
  const rows = (tappe.rows ?? []).map((row) => {
    const [date, step, ...rest] = row.cells ?? []
    return step?.value?.startsWith('Nuovo sito') ? { ...row, cells: [{ ...date, value: launchMonth(now) }, step, ...rest] } : row
  })
  return { ...tappe, rows }
}

/**
 * The programme's timeline: the past steps of the example (the new site in the month it went
 * online), then «Oggi» in the month the seed runs.
 */
export function programmeTimeline(now = new Date()): TimelineBlock {
  const past = timelineExamples.percorso.items.map((item) => ({
    ...item,
    dateLabel: item.title === 'Il sito si rinnova' ? launchMonth(now) : item.dateLabel,
    isCurrent: false,
  }))
  return {
    ...timelineExamples.percorso,
    items: [
      ...past,
      {
        dateLabel: monthYear(now),
        title: 'I progetti verso la conclusione',
        text: `${figureText.projects} progetti finanziati al ${FIGURES.date}: gli enti completano le attività e chiedono la verifica degli obiettivi per ricevere il contributo.`,
        isCurrent: true,
      },
    ],
  }
}
