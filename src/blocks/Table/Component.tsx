import { TableScroll } from '@/components/page/TableScroll'
import type { BlockProps } from '../types'

export function TableComponent({ block }: BlockProps<'table'>) {
  const columns = block.columns ?? []
  return (
    <div className="container my-4">
      <TableScroll label={`Tabella: ${block.caption}`}>
        <table className="table table-striped">
          <caption className="sito-caption">{block.caption}</caption>
          <thead>
            <tr>
              {columns.map((col, i) => (
                <th key={col.id ?? i} scope="col">
                  {col.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(block.rows ?? []).map((row, r) => (
              <tr key={row.id ?? r}>
                {columns.map((_, c) => (
                  <td key={c}>{row.cells?.[c]?.value ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  )
}
