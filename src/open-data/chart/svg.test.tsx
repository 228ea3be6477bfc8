import { describe, expect, it } from 'vitest'
import { renderAll } from '@/blocks/render-all'
import { ChartSection } from '@/blocks/Chart/Component'
import { chartExamples } from './examples'
import { CHART_IMAGES, isChartImageSize } from './images'
import { chartHeight } from './options'
import { type ChartSpec, parseChartSpec } from './spec'
import { cachedChartSvg, chartSvg } from './svg'
import { chartVersion } from './version'

function spec(chartData: unknown): ChartSpec {
  const parsed = parseChartSpec(chartData as { config?: unknown; data?: unknown })
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.value
}

const perMisura = spec(chartExamples.perMisura.chartData)

describe('chartSvg', () => {
  it('draws the chart on the server at each layout width, at the height of its box', () => {
    for (const { size, width } of CHART_IMAGES) {
      const svg = chartSvg(perMisura, size)
      expect(svg).toMatch(new RegExp(`^<svg width="${width}" height="${chartHeight(perMisura)}" [^>]*viewBox="0 0 ${width} ${chartHeight(perMisura)}"`))
      expect(svg).toContain('>Progetti finanziati</text>') // the axis name
      expect(svg).toContain('>12.000</text>') // Italian thousands on the value axis
      expect(svg).not.toMatch(/<script|<animate/)
    }
  })

  it('takes the phone layout on the narrow image only (pie: shares in the legend, no cut labels)', () => {
    const pie = spec(chartExamples.perEnte.chartData)
    const [narrow, wide] = [chartSvg(pie, 'stretto'), chartSvg(pie, 'largo')]
    expect(narrow.match(/>Comuni: \d+,\d+%<\/text>/g)).toHaveLength(1) // in the legend
    expect(narrow).not.toContain('>Comuni</text>')
    expect(wide).toContain('>Comuni</text>') // the legend names, the labels give the shares
    expect(wide).toMatch(/>Comuni: \d+,\d+%<\/text>/)
  })

  it('writes what editors typed as text, never as markup', () => {
    const hostile = spec({ config: { type: 'bar', categoryLabel: 'Voce', series: [{ name: '<script>alert(1)</script>' }, { name: 'b&c' }] }, data: [['<img src=x onerror=alert(1)>', 1, 2]] })
    const svg = chartSvg(hostile, 'largo')
    expect(svg).not.toMatch(/<script|<img/)
    expect(svg).toContain('&lt;script&gt;')
  })

  it('names a version that changes with the chart only, and remembers each drawing', () => {
    const changed = { ...perMisura, rows: perMisura.rows.map(([name, value], i) => [name, i === 0 ? Number(value) + 1 : value] as typeof perMisura.rows[number]) }
    expect(chartVersion(perMisura)).toMatch(/^[0-9a-f]{12}$/)
    expect(chartVersion(spec(chartExamples.perMisura.chartData))).toBe(chartVersion(perMisura))
    expect(chartVersion(changed)).not.toBe(chartVersion(perMisura))
    expect(cachedChartSvg(perMisura, 'medio')).toBe(cachedChartSvg(perMisura, 'medio'))
    expect(cachedChartSvg(changed, 'medio')).not.toBe(cachedChartSvg(perMisura, 'medio'))
  })

  it('knows its sizes', () => {
    expect(['stretto', 'medio', 'largo'].every(isChartImageSize)).toBe(true)
    expect(isChartImageSize('constructor')).toBe(false)
  })
})

describe('the chart box', () => {
  it('shows the server drawing for each screen width before any script runs (lazily in a selector or tabs)', async () => {
    const html = await renderAll(<ChartSection block={chartExamples.perMisura} pagePath="/open-data/progetti-e-risorse" />)
    const base = '/api/charts/open-data/progetti-e-risorse/progetti-per-misura'
    const v = chartVersion(perMisura)
    expect(html).toContain(
      `<picture><source media="(min-width: 1200px)" srcSet="${base}.largo.svg?v=${v}"/><source media="(min-width: 576px)" srcSet="${base}.medio.svg?v=${v}"/><img src="${base}.stretto.svg?v=${v}" alt="" decoding="async"/></picture>`,
    )
    const nested = await renderAll(<ChartSection block={chartExamples.perMisura} pagePath="/x" level={3} />)
    expect(nested).toContain('alt="" loading="lazy" decoding="async"/>')
  })
})
