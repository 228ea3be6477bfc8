import { ChartSection } from '../Chart/Component'
import type { BlockProps } from '../types'
import { ChartTabList } from '../leaves.client'

/** Chart blocks grouped in tabs; each tab's label is the heading of its panel. */
export function ChartTabsComponent({ block, context }: BlockProps<'chartTabs'>) {
  const tabs = block.tabs ?? []
  if (!tabs.length) return null
  const baseId = `schede-${block.id ?? tabs[0]!.charts?.[0]?.anchor ?? 'grafici'}`
  const titled = Boolean(block.title)
  return (
    <section className="container my-5 sito-chart-tabs" aria-labelledby={titled ? `${baseId}-titolo` : undefined}>
      {titled && <h2 id={`${baseId}-titolo`}>{block.title}</h2>}
      <ChartTabList
        baseId={baseId}
        label={block.title || 'Grafici'}
        headingLevel={titled ? 3 : 2}
        tabs={tabs.map((tab, i) => ({
          key: tab.id ?? String(i),
          label: tab.label,
          anchors: (tab.charts ?? []).map((c) => c.anchor),
          body: (tab.charts ?? []).map((c) => <ChartSection key={c.anchor} block={c} pagePath={context.path} level={titled ? 4 : 3} />),
        }))}
      />
    </section>
  )
}
