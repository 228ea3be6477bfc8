/** A chart block as stored, loosely: enough to find it in a body wherever it is nested. */
type Loose = { blockType?: unknown; anchor?: unknown; charts?: unknown; tabs?: unknown }

function asList(value: unknown): Loose[] {
  return Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as Loose[]) : []
}

/** Every chart block of a body: top level, inside a chart selector, inside chart tabs. */
export function chartsIn(body: unknown): Loose[] {
  const out: Loose[] = []
  for (const block of asList(body)) {
    if (block.blockType === 'chart') out.push(block)
    else if (block.blockType === 'chartSelector') out.push(...chartsIn(block.charts))
    else if (block.blockType === 'chartTabs') for (const tab of asList(block.tabs)) out.push(...chartsIn(tab.charts))
  }
  return out
}

/** The first chart with that anchor (anchors are unique in a page: validated on save). */
export function findChart<T>(body: unknown, anchor: string): T | null {
  return (chartsIn(body).find((c) => c.anchor === anchor) as T | undefined) ?? null
}

export function countAnchor(body: unknown, anchor: string): number {
  return chartsIn(body).filter((c) => c.anchor === anchor).length
}
