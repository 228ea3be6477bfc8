'use client'

import { FieldError, useField, useFormFields } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { type ClipboardEvent, useEffect, useRef, useState } from 'react'
import { draftFromConfig } from '@/open-data/editor/model'
import { ChartPreview } from '@/open-data/editor/Preview.client'
import { parseChartConfig } from '@/open-data/chart/spec'
import { cellsFromRows, rowsFromCells, type TableCells } from '@/content/chart-table'
import { formatItalianNumber, readItalianNumber } from '@/content/italian-number'
import { isTablePaste, pasteIntoGrid, readPastedTable, withoutHeaderRow } from '@/content/table-paste'
import '@/open-data/editor/editor.scss'
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
  const loaded = JSON.stringify(value ?? null)
  const stored = useRef(loaded)
  // Every value this table has held (the loaded one, then each edit): see the effect below.
  const held = useRef([loaded])

  useEffect(() => {
    const now = JSON.stringify(value ?? null)
    if (now === stored.current) return
    // An autosave's answer carries the table as it was sent; Payload puts it back in the form once
    // another field has been edited meanwhile (it protects only the last field edited): a paste
    // or a fix made during the save was silently undone. The latest edit stands.
    if (held.current.includes(now)) return setValue(JSON.parse(stored.current))
    // Changed from outside (another version restored): the table follows.
    stored.current = now
    held.current = [now]
    setCells(cellsFromRows(value, width))
  }, [value, width, setValue])

  const fitted = cells.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''))
  const save = (next: TableCells) => {
    setCells(next)
    const rows = rowsFromCells(next)
    stored.current = JSON.stringify(rows)
    held.current = [...held.current.slice(-50), stored.current]
    setValue(rows)
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
              <tr key={r}>
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
                        onChange={(e) => setCell(r, c, e.target.value)}
                        onPaste={onPaste(r, c)}
                      />
                      {c > 0 && <CellNote id={`${id(r, c)}-nota`} text={cell} />}
                    </td>
                  )
                })}
                <td>
                  <button type="button" className="btn btn--style-secondary btn--size-small" disabled={readOnly} onClick={() => save(fitted.filter((_, i) => i !== r))}>
                    Rimuovi la riga {r + 1}
                  </button>
                </td>
              </tr>
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
