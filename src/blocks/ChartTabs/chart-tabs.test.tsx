import { describe, expect, it } from 'vitest'
import { chartSelectorExample, chartTabsExample } from '@/open-data/chart/examples'
import { ChartSelectorComponent } from '../ChartSelector/Component'
import { indexForHash } from '../ChartSelector/ChartSelector.client'
import { renderAll } from '../render-all'
import type { BlockContext } from '../types'
import { ChartTabsComponent } from './Component'
import { tabTarget } from './keys'

const context: BlockContext = { path: '/open-data/progetti-e-risorse', crumbs: [] }

describe('tabTarget', () => {
  it('wraps Left and Right, jumps with Home and End, ignores other keys', () => {
    expect(tabTarget('ArrowRight', 2, 3)).toBe(0)
    expect(tabTarget('ArrowLeft', 0, 3)).toBe(2)
    expect(tabTarget('Home', 2, 3)).toBe(0)
    expect(tabTarget('End', 0, 3)).toBe(2)
    expect(tabTarget('ArrowDown', 0, 3)).toBeNull()
  })
})

describe('without JavaScript', () => {
  it('tabs show every panel under its heading; the tab list is there only for scripts (no shift when they start)', async () => {
    const html = await renderAll(<ChartTabsComponent block={chartTabsExample} context={context} />)
    // sito-js-only: not shown without scripting; sito-js-hidden: the later panels, hidden only where scripts run.
    // No tab roles before hydration: a tab needs the panel it controls, and the panels get their role with scripts.
    expect(html).toContain('<div class="sito-chart-tabs__list sito-js-only"><button type="button" id=')
    expect(html).not.toMatch(/role="tab(list)?"/)
    expect(html).toContain('class="sito-chart-tabs__panel sito-js-hidden"')
    expect(html).not.toContain('hidden=""')
    expect(html).toContain('<h3 class="sito-chart-tabs__heading">Per area geografica</h3>')
    expect(html).toContain('<h3 class="sito-chart-tabs__heading">Per anno</h3>')
    expect(html).toContain('<h4 id="risorse-per-area-titolo"')
  })

  it('the selector shows every chart; its select is there only for scripts', async () => {
    const html = await renderAll(<ChartSelectorComponent block={chartSelectorExample} context={context} />)
    expect(html).toContain('class="select-wrapper sito-chart-switcher mb-3 sito-js-only"')
    expect(html).not.toContain('hidden=""')
    expect(html.match(/<section id="progetto-/g)).toHaveLength(3)
  })

  it('a shared link selects the chart it points at', () => {
    const options = chartSelectorExample.charts.map((c) => ({ anchor: c.anchor, title: c.title }))
    expect(indexForHash(options, '#progetto-identita-digitale')).toBe(2)
    expect(indexForHash(options, '#altro')).toBe(-1)
  })
})
