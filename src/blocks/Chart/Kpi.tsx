import type { ChartBlock } from '@/payload-types'
import { formatNumber } from '@/open-data/chart/format'
import { kpiColor } from '@/open-data/chart/palette'

export type KpiItem = NonNullable<ChartBlock['kpi']>[number]

const NBSP = '\u00A0'

/** "€ 1.234.567,8", "12,5%", "1.250 progetti": a space between value and unit, except before % and ‰. */
export function kpiValueText(kpi: Pick<KpiItem, 'value' | 'valuePrefix' | 'valueSuffix'>): string {
  const prefix = kpi.valuePrefix?.trim()
  const suffix = kpi.valueSuffix?.trim()
  const value = formatNumber(kpi.value)
  return `${prefix ? prefix + NBSP : ''}${value}${suffix ? (/^[%‰]/.test(suffix) ? suffix : NBSP + suffix) : ''}`
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg className="sito-kpi__arrow" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={up ? 'M8 2 14 9H10v5H6V9H2z' : 'M8 14 2 7h4V2h4v5h4z'} fill="currentColor" />
    </svg>
  )
}

/** The variation, in words and with an arrow: never colour alone. */
export function flowText(kpi: Pick<KpiItem, 'flowValue' | 'flowDirection'>): string {
  const up = kpi.flowDirection !== 'down'
  return `${up ? 'In aumento' : 'In diminuzione'}: ${up ? '+' : '−'}${formatNumber(kpi.flowValue)}%`
}

export function KpiTile({ kpi }: { kpi: KpiItem }) {
  const color = kpiColor(kpi.backgroundColor)
  const showFlow = kpi.showFlow === true && kpi.flowValue != null
  return (
    <div className="sito-kpi" style={{ backgroundColor: color.background, color: color.text }}>
      <p className="sito-kpi__label">{kpi.label}</p>
      <p className="sito-kpi__value">{kpiValueText(kpi)}</p>
      {showFlow && (
        <p className="sito-kpi__flow">
          <Arrow up={kpi.flowDirection !== 'down'} />
          <span>
            {flowText(kpi)}
            {kpi.flowDetail ? ` ${kpi.flowDetail}` : ''}
          </span>
        </p>
      )}
      {kpi.footerText && <p className="sito-kpi__footer">{kpi.footerText}</p>}
    </div>
  )
}

export function KpiList({ items }: { items: KpiItem[] }) {
  if (!items.length) return null
  return (
    <ul className="sito-kpi-list" aria-label="Indicatori">
      {items.map((kpi, i) => (
        <li key={kpi.id ?? i}>
          <KpiTile kpi={kpi} />
        </li>
      ))}
    </ul>
  )
}
