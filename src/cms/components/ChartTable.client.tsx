'use client'

import { FieldError, useField, useFormFields } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { type ClipboardEvent, useCallback, useState } from 'react'
import { draftFromConfig } from '@/open-data/editor/model'
import { ChartPreview } from '@/open-data/editor/Preview.client'
import { parseChartConfig } from '@/open-data/chart/spec'
import { cellsFromRows, rowsFromCells, type TableCells } from '@/content/chart-table'
import { formatItalianNumber, readItalianNumber } from '@/content/italian-number'
import { isTablePaste, pasteIntoGrid, readPastedTable, withoutHeaderRow } from '@/content/table-paste'
import '@/open-data/editor/editor.scss'
import { asJson, useLatestEdit } from '@/components/hooks/useLatestEdit'
import './chart-table.scss'

const isNumber = (text: string) => {
  const read = readItalianNumber(text)
  return read.ok && read.value !== null
}

/** Under a value cell: what will be published, or why it cannot be. */
function CellNote({ id, text }: { id: string; text: string }) {
  const read = readItalianNumber(text)
  if (read.ok && read.value === null) return null
  return read.ok ? (
    <span id={id} className="sito-chart-table__shown">
      Pubblicato: {formatItalianNumber(read.value!)}
    </span>
  ) : (
    <span id={id} className="sito-chart-table__error">
      {read.error}
    </span>
  )
}

type RowProps = {
  row: string[]
  r: number
  headers: string[]
  id: (r: number, c: number) => string
  readOnly?: boolean
  onCell: (c: number, text: string) => void
  onPaste: (c: number) => (e: ClipboardEvent<HTMLInputElement>) => void
  onRemove: () => void
}

/** One category: its name, a value per series (each with its note), and «Rimuovi la riga». */
function ChartTableRow({ row, r, headers, id, readOnly, onCell, onPaste, onRemove }: RowProps) {
  return (
    <tr>
      {row.map((cell, c) => {
        const bad = c > 0 && !readItalianNumber(cell).ok
        return (
          <td key={c}>
            <input
              id={id(r, c)}
              type="text"
              inputMode={c === 0 ? 'text' : 'decimal'}
              aria-label={`${headers[c]}, riga ${r + 1}`}
              aria-invalid={bad || undefined}
              aria-describedby={c > 0 && cell.trim() ? `${id(r, c)}-nota` : undefined}
              className={bad ? 'sito-chart-table__bad' : undefined}
              value={cell}
              readOnly={readOnly}
              onChange={(e) => onCell(c, e.target.value)}
              onPaste={onPaste(c)}
            />
            {c > 0 && <CellNote id={`${id(r, c)}-nota`} text={cell} />}
          </td>
        )
      })}
      <td>
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={readOnly} onClick={onRemove}>
          Rimuovi la riga {r + 1}
        </button>
      </td>
    </tr>
  )
}

/**
 * The chart's rows as a table: a row per category, a column per series of the configuration
 * beside it. Numbers typed the Italian way (11.200,50), each shown back as it will be published
 * or marked when it cannot be read; a block copied from Excel or LibreOffice fills rows and columns.
 */
export const ChartTable: JSONFieldClientComponent = ({ path: givenPath, readOnly }) => {
  const { value, setValue, path, showError, errorMessage } = useField<unknown>({ potentiallyStalePath: givenPath })
  const config = useFormFields(([fields]) => fields[path.replace(/data$/, 'config')]?.value)
  const draft = draftFromConfig(config)
  const width = draft.series.length + 1
  const headers = [draft.categoryLabel || 'Categoria', ...draft.series.map((s, i) => s.name || `Serie ${i + 1}`)]
  const [cells, setCells] = useState<TableCells>(() => cellsFromRows(value, width))
  const [notice, setNotice] = useState('')
  const follow = useCallback((outside: unknown) => setCells(cellsFromRows(outside, width)), [width])
  const edit = useLatestEdit(value, setValue, follow, asJson)

  const fitted = cells.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''))
  const save = (next: TableCells) => {
    setCells(next)
    edit(rowsFromCells(next))
  }
  const setCell = (r: number, c: number, text: string) => save(fitted.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? text : cell)) : row)))
  const onPaste = (r: number, c: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text/plain')
    if (!isTablePaste(text)) return
    e.preventDefault()
    const block = r === 0 && c === 0 ? withoutHeaderRow(readPastedTable(text), isNumber) : readPastedTable(text)
    const { grid, droppedColumns } = pasteIntoGrid(fitted.length ? fitted : [Array.from({ length: width }, () => '')], r, c, block)
    save(grid)
    setNotice(
      `Incollate ${block.length} righe.` +
        (droppedColumns ? ` ${droppedColumns === 1 ? 'Una colonna in più è stata ignorata' : `${droppedColumns} colonne in più sono state ignorate`}: aggiungi prima le serie nella configurazione.` : ''),
    )
  }
  const id = (r: number, c: number) => `${path}-${r}-${c}`.replace(/\W/g, '-')
  const parsedConfig = parseChartConfig(config)

  return (
    <div className="sito-chart-editor" role="group" aria-labelledby={`${id(-1, -1)}-label`}>
      <p id={`${id(-1, -1)}-label`} className="field-label">
        Dati del grafico
      </p>
      <p className="field-description">
        Una riga per categoria; numeri all’italiana (11.200 oppure 11.200,50); cella vuota se il dato manca. Potete incollare righe e colonne copiate da Excel o LibreOffice nella prima cella.
      </p>
      {showError && <FieldError path={path} message={errorMessage} showError />}
      <p className="sito-chart-table__notice" role="status">
        {notice}
      </p>
      <div className="sito-chart-editor__scroll">
        <table className="sito-chart-editor__table">
          <thead>
            <tr>
              {headers.map((h, c) => (
                <th key={c} scope="col">
                  {h}
                  {c > 0 && draft.series[c - 1]?.unit ? ` (${draft.series[c - 1]!.unit})` : ''}
                </th>
              ))}
              <th scope="col">
                <span className="sito-sr-only">Azioni</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fitted.map((row, r) => (
              <ChartTableRow
                key={r}
                row={row}
                r={r}
                headers={headers}
                id={id}
                readOnly={readOnly}
                onCell={(c, text) => setCell(r, c, text)}
                onPaste={(c) => onPaste(r, c)}
                onRemove={() => save(fitted.filter((_, i) => i !== r))}
              />
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={readOnly} onClick={() => setCells([...fitted, Array.from({ length: width }, () => '')])}>
        Aggiungi una riga
      </button>
      <ChartPreview config={parsedConfig.ok ? parsedConfig.value : null} data={value} />
    </div>
  )
}
