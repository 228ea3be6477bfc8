import { TableScroll } from '@/components/page/TableScroll'
import { formatValue } from './format'
import type { ChartSpec } from './spec'

/** The chart's data as a real table, in a disclosure that works without JavaScript. */
export function DataTable({ spec, caption }: { spec: ChartSpec; caption: string }) {
  const { config, rows } = spec
  return (
    <details className="sito-chart__table">
      <summary>Mostra i dati in tabella</summary>
      <TableScroll label={`Tabella: ${caption}`} className="mt-2">
        <table className="table table-sm">
          <caption className="sito-caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{config.categoryLabel}</th>
              {config.series.map((s) => (
                <th key={s.name} scope="col" className="text-end">
                  {s.unit ? `${s.name} (${s.unit})` : s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, ...values]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {values.map((v, i) => (
                  <td key={i} className="text-end">
                    {formatValue(v)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </details>
  )
}
