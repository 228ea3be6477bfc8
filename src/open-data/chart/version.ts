import { createHash } from 'node:crypto'
import type { ChartSpec } from './spec'

// Apart from svg.ts, so that pages name their chart images without loading ECharts on the server.

/** Bump when the drawing changes (options, palette, sizes): image addresses then change too. */
const DRAWING = 1

/** A short fingerprint of what the chart image shows: its address changes when the chart does. */
export function chartVersion(spec: ChartSpec): string {
  return createHash('sha256').update(`${DRAWING}|${JSON.stringify(spec)}`).digest('hex').slice(0, 12)
}
