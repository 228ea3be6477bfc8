import { TableScroll } from '@/components/page/TableScroll'
import { tableFileHref, tableName } from '@/open-data/catalogue/data-tables'
import type { BlockProps } from '../types'

export function TableComponent({ block, context }: BlockProps<'table'>) {
  const columns = block.columns ?? []
  const name = tableName(block.caption)
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
      <p className="sito-table__download small">
        Scarica i dati della tabella:{' '}
        <a href={tableFileHref(context.path, name, 'csv')} download={`${name}.csv`} aria-label={`${block.caption}, formato CSV`}>
          CSV
        </a>
        {' · '}
        <a href={tableFileHref(context.path, name, 'json')} download={`${name}.json`} aria-label={`${block.caption}, formato JSON`}>
          JSON
        </a>
      </p>
    </div>
  )
}
