import type { ChartConfig } from './spec'

// Apart from spec.ts (zod), so that the chart's browser code does not bring the schema library.
export function isPie(config: Pick<ChartConfig, 'type'>): boolean {
  return config.type === 'pie' || config.type === 'donut'
}
