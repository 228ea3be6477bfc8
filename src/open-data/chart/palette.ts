/** Relative luminance and contrast ratio (WCAG 2.1 definitions). */
function channel(c: number): number {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * Series colours: each at least 3:1 against white (WCAG 1.4.11 for graphics);
 * ECharts decal patterns add a second cue besides colour.
 */
export const SERIES_COLORS = ['#0066CC', '#B34700', '#00704A', '#6B3FA0', '#A3224F', '#17324D', '#5C6F82', '#7A5A00'] as const

export const CHART_TEXT = '#1A1A1A'
export const CHART_AXIS = '#5C6F82'

/** KPI tile backgrounds editors choose by name: each with its text colour, at least 4.5:1. */
export const KPI_COLORS = {
  blu: { label: 'Blu', background: '#0066CC', text: '#FFFFFF' },
  'blu-scuro': { label: 'Blu scuro', background: '#17324D', text: '#FFFFFF' },
  verde: { label: 'Verde', background: '#00704A', text: '#FFFFFF' },
  viola: { label: 'Viola', background: '#6B3FA0', text: '#FFFFFF' },
  'azzurro-chiaro': { label: 'Azzurro chiaro', background: '#E5F0FA', text: '#17324D' },
  grigio: { label: 'Grigio chiaro', background: '#F2F4F6', text: '#1A1A1A' },
} as const

type KpiColor = keyof typeof KPI_COLORS

export function kpiColor(name: string | null | undefined) {
  return KPI_COLORS[(name && name in KPI_COLORS ? name : 'blu') as KpiColor]
}
