import { logJson } from '@/ops/log'
import type { ChartBlock } from '@/payload-types'
import type { BlockProps } from '../types'
import { ChartView } from '../leaves.client'
import { DataTable } from './DataTable'
import { KpiList } from './Kpi'
import { CHART_IMAGES, type ChartImage, chartFileHref, csvHref } from '@/open-data/chart/images'
import { chartHeight } from '@/open-data/chart/options'
import { type ChartSpec, parseChartSpec } from '@/open-data/chart/spec'
import { chartVersion } from '@/open-data/chart/version'
import { generatedSummary } from '@/open-data/chart/summary'

/** The chart's server-drawn images, one per layout; the version in the address changes with the chart. */
function chartImages(pagePath: string, anchor: string, spec: ChartSpec): ChartImage[] {
  const v = chartVersion(spec)
  return CHART_IMAGES.map(({ size, media }) => ({ src: `${chartFileHref(pagePath, anchor, `${size}.svg`)}?v=${v}`, media }))
}

type Level = 2 | 3 | 4

/** A chart block at any heading level: nested in a selector or tabs it sits lower in the outline. */
export function ChartSection({ block, pagePath, level = 2 }: { block: ChartBlock; pagePath: string; level?: Level }) {
  const Heading = `h${level}` as const
  const titleId = `${block.anchor}-titolo`
  const summaryId = `${block.anchor}-descrizione`
  const spec = parseChartSpec(block.chartData as { config?: unknown; data?: unknown })
  if (!spec.ok) logJson('warn', 'chart not rendered', { anchor: block.anchor, error: spec.error })
  const className = ['sito-chart', block.bgTransparent ? 'sito-chart--transparent' : 'sito-chart--boxed', level === 2 ? 'container my-5' : 'my-4']
  return (
    <section id={block.anchor} className={className.join(' ')} aria-labelledby={titleId}>
      <div className={level === 2 ? 'sito-chart__inner' : undefined}>
        <Heading id={titleId} className={block.titleBig ? 'sito-chart__title sito-chart__title--big' : 'sito-chart__title'}>
          {block.title}
        </Heading>
        {block.subtitle && <p className="sito-chart__subtitle">{block.subtitle}</p>}
        {block.info && (
          <p className="sito-chart__info">
            <span className="sito-chart__info-label">Nota: </span>
            {block.info}
          </p>
        )}
        <KpiList items={block.kpi ?? []} />
        {spec.ok ? (
          <figure className="sito-chart__figure">
            <ChartView
              anchor={block.anchor}
              spec={spec.value}
              height={chartHeight(spec.value)}
              images={chartImages(pagePath, block.anchor, spec.value)}
              lazyImage={level > 2}
              labelledBy={summaryId}
              titleId={titleId}
              csvHref={block.downloadData === false ? null : csvHref(pagePath, block.anchor)}
              downloadImage={block.downloadImage !== false}
              showShare={block.showShare !== false}
            />
            <figcaption id={summaryId} className="sito-chart__summary">
              {block.summary?.trim() || generatedSummary(block.title, spec.value)}
            </figcaption>
          </figure>
        ) : null}
        {spec.ok ? (
          <DataTable spec={spec.value} caption={block.subtitle ? `${block.title}: ${block.subtitle}` : block.title} />
        ) : (
          <p className="sito-chart__unavailable">Il grafico non è disponibile al momento.</p>
        )}
        {block.textBottom && <p className="sito-chart__bottom">{block.textBottom}</p>}
      </div>
    </section>
  )
}

export function ChartComponent({ block, context }: BlockProps<'chart'>) {
  return <ChartSection block={block} pagePath={context.path} />
}
