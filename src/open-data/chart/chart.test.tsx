import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ChartBlock } from '@/payload-types'
import { renderAll } from '@/blocks/render-all'
import { ChartSection } from '@/blocks/Chart/Component'
import { buildCsv, csvNumber } from './csv'
import { parseCsv } from '../sync/table'
import { chartExamples, chartSelectorExample, chartTabsExample } from './examples'
import { dataTableHtml } from '@/blocks/Chart/DataTable'
import { countAnchor, findChart } from './find'
import { csvHref } from './images'
import { formatNumber, formatPercent, formatValue } from './format'
import { flowText, KpiTile, kpiValueText, type KpiItem } from '@/blocks/Chart/Kpi'
import { chartHeight, toEChartsOption } from './options'
import { contrastRatio, KPI_COLORS, SERIES_COLORS } from './palette'
import { type ChartSpec, parseChartConfig, parseChartData, parseChartSpec } from './spec'

const barConfig = { type: 'bar', categoryLabel: 'Regione', series: [{ name: 'Progetti' }, { name: 'Risorse', unit: 'mln €' }] }

function spec(block: ChartBlock): ChartSpec {
  const parsed = parseChartSpec(block.chartData as { config?: unknown; data?: unknown })
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.value
}

describe('formatPercent', () => {
  it('writes shares with a decimal comma', () => {
    expect(formatPercent(56.0834)).toBe('56,08%')
    expect(formatPercent(null)).toBe('')
  })
})

describe('formatNumber', () => {
  it('formats the Italian way', () => {
    expect(formatNumber(1234567.8)).toBe('1.234.567,8')
    expect(formatNumber(1234)).toBe('1.234')
    expect(formatNumber(0.125)).toBe('0,13')
    expect(formatNumber(-2500.5)).toBe('-2.500,5')
    expect(formatNumber(null)).toBe('')
    expect(formatValue(1689.4, 'mln €')).toBe('1.689,4 mln €')
    expect(formatValue(null)).toBe('—')
  })
})

describe('chart config and data validation', () => {
  it('accepts the documented shape', () => {
    const config = parseChartConfig(barConfig)
    expect(config.ok).toBe(true)
    if (!config.ok) return
    const rows = parseChartData([['Lazio', 10, 2.5], [' Lombardia ', 20, null]], config.value)
    expect(rows).toEqual({ ok: true, value: [['Lazio', 10, 2.5], ['Lombardia', 20, null]] })
  })

  it.each([
    [{ ...barConfig, type: 'radar' }, 'Configurazione del grafico non valida: Il tipo deve essere uno tra: bar, line, pie, donut, stackedBar (in type)'],
    [{ ...barConfig, series: [] }, 'Configurazione del grafico non valida: Serve almeno una serie (in series)'],
    [{ ...barConfig, formatter: 'function(){}' }, 'Configurazione del grafico non valida: chiave non ammessa "formatter"'],
    [{ ...barConfig, type: 'pie' }, 'Configurazione del grafico non valida: Un grafico a torta o ad anello ha una sola serie (in series)'],
    [{ type: 'bar', series: [{ name: 'A' }] }, 'Configurazione del grafico non valida: L’etichetta delle categorie (categoryLabel) deve essere un testo (in categoryLabel)'],
    [{ ...barConfig, series: [{ name: 'A', color: 'red' }] }, 'Configurazione del grafico non valida: chiave non ammessa "color" (in series.0)'],
    ['bar', 'Configurazione del grafico non valida: La configurazione deve essere un oggetto JSON come { "type": "bar", "categoryLabel": "…", "series": [ … ] }'],
  ])('rejects a bad config with an Italian message (%#)', (value, message) => {
    expect(parseChartConfig(value)).toEqual({ ok: false, error: message })
  })

  it.each([
    [{ rows: [] }, 'Dati del grafico non validi: servono righe come [["Lombardia", 1200], ["Lazio", 900]]'],
    [[], 'Dati del grafico non validi: serve almeno una riga'],
    [[['Lazio', 1]], 'Dati del grafico non validi: la riga 1 deve avere 3 valori: il nome della categoria e un numero per ciascuna delle 2 serie'],
    [[['Lazio', '1.200', 3]], 'Dati del grafico non validi: il valore 2 della riga 1 deve essere un numero (con il punto per i decimali, senza separatori delle migliaia) oppure null'],
    [[[12, 1, 2]], 'Dati del grafico non validi: il primo valore della riga 1 deve essere il nome della categoria (testo di 1-80 caratteri)'],
    [[['Lazio', 1, 2], ['Lazio', 3, 4]], 'Dati del grafico non validi: la categoria "Lazio" è ripetuta (riga 2)'],
  ])('rejects bad data with an Italian message (%#)', (value, message) => {
    const config = parseChartConfig(barConfig)
    if (!config.ok) throw new Error(config.error)
    expect(parseChartData(value, config.value)).toEqual({ ok: false, error: message })
  })

  it('rejects negative or missing slices in a pie', () => {
    const config = parseChartConfig({ type: 'donut', categoryLabel: 'Ente', series: [{ name: 'Risorse' }] })
    if (!config.ok) throw new Error(config.error)
    expect(parseChartData([['Comuni', -1]], config.value)).toEqual({
      ok: false,
      error: 'Dati del grafico non validi: in un grafico a torta o ad anello i valori devono essere numeri non negativi (riga 1)',
    })
  })

  it('every demo chart is valid', () => {
    const all = [...Object.values(chartExamples), ...chartSelectorExample.charts, ...chartTabsExample.tabs.flatMap((t) => t.charts)]
    expect(all.length).toBeGreaterThanOrEqual(9)
    for (const block of all) expect(parseChartSpec(block.chartData as { config: unknown; data: unknown }).ok, block.anchor).toBe(true)
  })
})

describe('buildCsv', () => {
  const s: ChartSpec = {
    config: { type: 'bar', categoryLabel: 'Regione', series: [{ name: 'Progetti' }, { name: 'Risorse; totali', unit: 'mln €' }] },
    rows: [
      ['Valle d’Aosta', 71, 1234.5],
      ['Friuli "Venezia" Giulia', 206, null],
      ['=SOMMA(A1)', -3.25, 0],
    ],
  }

  it('writes UTF-8 without BOM, semicolons, decimal comma, quoting, formulas as text and CRLF', () => {
    const csv = buildCsv(s)
    expect(csv.charCodeAt(0)).not.toBe(0xfeff)
    expect(csv.split('\r\n')).toEqual([
      'Regione;Progetti;"Risorse; totali (mln €)"',
      'Valle d’Aosta;71;1234,5',
      '"Friuli ""Venezia"" Giulia";206;',
      "'=SOMMA(A1);-3,25;0",
      '',
    ])
  })

  it('quotes cells with line breaks and edge spaces, and reads back as written', () => {
    const odd: ChartSpec = { config: { type: 'bar', categoryLabel: 'Voce', series: [{ name: 'Valore' }] }, rows: [['riga\nnuova', 1], [' spazio', 2], ['semplice', 3]] }
    expect(buildCsv(odd).split('\r\n').slice(1)).toEqual(['"riga\nnuova";1', '" spazio";2', 'semplice;3', ''])
    expect(parseCsv(buildCsv(odd))).toMatchObject({ ok: true, table: { records: [{ Voce: 'riga\nnuova' }, { Voce: 'spazio' }, { Voce: 'semplice' }] } })
    expect(csvNumber(1234567.89)).toBe('1234567,89')
    expect(csvNumber(null)).toBe('')
  })

  it('matches the demo chart row by row', () => {
    const csv = buildCsv(spec(chartExamples.perEnte))
    expect(csv.split('\r\n')[1]).toBe('Comuni;1689,4')
  })
})

/** The parts of an ECharts option these tests read. */
type Axis = { type: string; data: string[]; inverse?: boolean; axisLabel: { formatter: (v: number) => string; overflow?: string } }
type Series = { type: string; stack?: string; radius: string[]; data: unknown[]; lineStyle: { type: string } }
type Option = {
  animation: boolean
  aria: unknown
  xAxis: Axis
  yAxis: Axis
  series: Series[]
  legend: { show: boolean; type?: string; formatter?: (name: string) => string }
  tooltip: { valueFormatter: (v: number) => string }
}

describe('toEChartsOption', () => {
  it('leaves room under the plot for the axis name and a phone legend of one line per series', () => {
    type Grid = { grid: { bottom: number } }
    const wide = toEChartsOption(spec(chartExamples.perRegione)) as Grid
    const narrow = toEChartsOption(spec(chartExamples.perRegione), { narrow: true }) as Grid
    expect(wide.grid.bottom).toBe(48 + 8 + 24)
    expect(narrow.grid.bottom).toBe(48 + 8 + 24 * 3) // three series, three legend lines
  })

  it('maps a stacked horizontal bar chart', () => {
    const option = toEChartsOption(spec(chartExamples.perRegione)) as Option
    expect(option.animation).toBe(false) // it takes over from the server's image: nothing moves
    expect(option.aria).toEqual({ enabled: true, label: { enabled: false }, decal: { show: true } })
    expect(option.yAxis.type).toBe('category')
    expect(option.yAxis.data[0]).toBe('Piemonte')
    expect(option.yAxis.inverse).toBe(true) // the first region at the top, as in the table
    expect(option.yAxis.axisLabel.overflow).toBe('break')
    expect(option.legend.type).toBe('plain')
    expect(option.xAxis.type).toBe('value')
    expect(option.series).toHaveLength(3)
    expect(option.series.map((s) => [s.type, s.stack])).toEqual([
      ['bar', 'totale'],
      ['bar', 'totale'],
      ['bar', 'totale'],
    ])
    expect(option.series[0].data.slice(0, 2)).toEqual([1012, 71])
    expect(option.xAxis.axisLabel.formatter(1234567)).toBe('1.234.567')
    expect(option.legend.show).toBe(true)
  })

  it('maps lines with distinct dash styles', () => {
    const option = toEChartsOption(spec(chartExamples.nelTempo)) as Option
    expect(option.xAxis.data).toHaveLength(18)
    expect(option.series.map((s) => s.lineStyle.type)).toEqual(['solid', 'dashed'])
    expect(option.tooltip.valueFormatter(58430)).toBe('58.430')
  })

  it('maps a donut with name/value pairs', () => {
    const option = toEChartsOption(spec(chartExamples.perEnte)) as Option
    expect(option.series[0].type).toBe('pie')
    expect(option.series[0].radius).toEqual(['42%', '68%'])
    expect(option.series[0].data[0]).toEqual({ name: 'Comuni', value: 1689.4 })
    expect(option.tooltip.valueFormatter(1689.4)).toBe('1.689,4 mln €')
    expect(chartHeight(spec(chartExamples.perEnte))).toBe(380)
  })

  it('uses only colours with 3:1 contrast on white', () => {
    for (const c of SERIES_COLORS) expect(contrastRatio(c, '#FFFFFF'), c).toBeGreaterThanOrEqual(3)
  })
})

describe('KPI tiles', () => {
  const kpi = (k: Partial<KpiItem>): KpiItem => ({ label: 'Progetti', value: 1234567.8, backgroundColor: 'blu', ...k })

  it('every named colour meets 4.5:1 with its text', () => {
    for (const [name, c] of Object.entries(KPI_COLORS)) expect(contrastRatio(c.background, c.text), name).toBeGreaterThanOrEqual(4.5)
  })

  it('formats value, prefix and suffix', () => {
    expect(kpiValueText(kpi({}))).toBe('1.234.567,8')
    expect(kpiValueText(kpi({ value: 4.12, valuePrefix: '€', valueSuffix: 'miliardi' }))).toBe('€\u00A04,12\u00A0miliardi')
    expect(kpiValueText(kpi({ value: 62.5, valueSuffix: '%' }))).toBe('62,5%')
  })

  it('renders the flow with an arrow and words, not colour alone', () => {
    const html = renderToStaticMarkup(
      <KpiTile kpi={kpi({ showFlow: true, flowValue: 12, flowDirection: 'down', flowDetail: 'rispetto al 2024', footerText: 'Dati al 30 settembre', backgroundColor: 'verde' })} />,
    )
    expect(html).toContain('style="background-color:#00704A;color:#FFFFFF"')
    expect(html).toContain('<p class="sito-kpi__value">1.234.567,8</p>')
    expect(html).toContain('<svg class="sito-kpi__arrow"')
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('<span>In diminuzione: −12% rispetto al 2024</span>')
    expect(html).toContain('<p class="sito-kpi__footer">Dati al 30 settembre</p>')
    expect(flowText({ flowValue: 8.4, flowDirection: 'up' })).toBe('In aumento: +8,4%')
  })

  it('hides the flow unless asked', () => {
    expect(renderToStaticMarkup(<KpiTile kpi={kpi({ flowValue: 3 })} />)).not.toContain('sito-kpi__flow')
  })
})

describe('ChartSection', () => {
  it('renders title, KPI tiles, summary, CSV link and the data table on the server', async () => {
    const html = await renderAll(<ChartSection block={chartExamples.perMisura} pagePath="/open-data/progetti-e-risorse" />)
    expect(html).toContain('<section id="progetti-per-misura"')
    expect(html.match(/class="sito-kpi"/g)).toHaveLength(6)
    expect(html).toContain('href="/api/charts/open-data/progetti-e-risorse/progetti-per-misura.csv"')
    expect(html).toContain('<summary>Mostra i dati in tabella</summary>')
    expect(html).toContain('<th scope="col">Misura</th>')
    expect(html).toContain('<th scope="row">1.2 Abilitazione e facilitazione migrazione al Cloud</th><td class="text-end">12.980</td>')
    expect(html).toMatch(/<div class="sito-chart__canvas" style="height:\d+px" role="img" aria-labelledby="progetti-per-misura-descrizione">/)
    // The script-only controls are in the server HTML (no shift when scripts start), shown only where scripts run.
    expect(html).toMatch(/<button type="button" class="btn btn-outline-primary btn-sm sito-js-only"[^>]*>Condividi<\/button>/)
    expect(html).toMatch(/<button type="button" class="btn btn-outline-primary btn-sm sito-js-only"[^>]*>Scarica l’immagine \(PNG\)<\/button>/)
  })

  it('generates a summary when the editor wrote none', () => {
    const html = renderToStaticMarkup(<ChartSection block={chartExamples.perEnte} pagePath="/x" />)
    expect(html).toContain('Grafico ad anello «Risorse assegnate per tipologia di ente»: 6 voci per tipologia di ente. La quota maggiore è Comuni con 1.689,4 mln €.')
  })

  it('leaves the CSV link out when downloads are off, and says when the data is broken', () => {
    const off = renderToStaticMarkup(<ChartSection block={{ ...chartExamples.perEnte, downloadData: false }} pagePath="/x" />)
    expect(off).not.toContain('.csv')
    const broken = renderToStaticMarkup(<ChartSection block={{ ...chartExamples.perEnte, chartData: { config: { type: 'x' }, data: [] } }} pagePath="/x" />)
    expect(broken).toContain('Il grafico non è disponibile al momento.')
  })

  it('links the CSV of a chart on the home page and finds nested charts by anchor', () => {
    expect(csvHref('/', 'totali')).toBe('/api/charts/totali.csv')
    const body = [chartExamples.perMisura, chartSelectorExample, chartTabsExample]
    expect(findChart<ChartBlock>(body, 'risorse-erogate-per-anno')?.title).toBe('Risorse assegnate ed erogate per anno')
    expect(findChart(body, 'progetto-pagopa-trimestri')).not.toBeNull()
    expect(countAnchor([...body, chartExamples.perMisura], 'progetti-per-misura')).toBe(2)
  })
})

describe('dataTableHtml', () => {
  it('writes the table as escaped markup: names, units and caption as text', () => {
    const hostile = parseChartSpec({ config: { type: 'bar', categoryLabel: 'A&B', series: [{ name: '<b>x</b>', unit: '"u"' }] }, data: [['<img src=x>', 1234.5]] })
    if (!hostile.ok) throw new Error(hostile.error)
    expect(dataTableHtml(hostile.value, 'Tabella <i>')).toBe(
      '<table class="table table-sm"><caption class="sito-caption">Tabella &lt;i&gt;</caption><thead><tr><th scope="col">A&amp;B</th><th scope="col" class="text-end">&lt;b&gt;x&lt;/b&gt; (&quot;u&quot;)</th></tr></thead><tbody><tr><th scope="row">&lt;img src=x&gt;</th><td class="text-end">1.234,5</td></tr></tbody></table>',
    )
  })
})
