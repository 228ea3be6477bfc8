import { ChartSection } from '../Chart/Component'
import type { BlockProps } from '../types'
import { ChartSwitcher } from '../leaves.client'

/** The 'Progetti' dropdown: one chart at a time, all of them without JavaScript. */
export function ChartSelectorComponent({ block, context }: BlockProps<'chartSelector'>) {
  const charts = block.charts ?? []
  if (!charts.length) return null
  const headingId = `selettore-${block.id ?? charts[0]!.anchor}`
  return (
    <section className="container my-5 sito-chart-group" aria-labelledby={block.title ? headingId : undefined}>
      {block.title && <h2 id={headingId}>{block.title}</h2>}
      <ChartSwitcher
        label={block.label || 'Progetti'}
        options={charts.map((c) => ({ anchor: c.anchor, title: c.title }))}
        panels={charts.map((c) => (
          <ChartSection key={c.anchor} block={c} pagePath={context.path} level={block.title ? 3 : 2} />
        ))}
      />
    </section>
  )
}
