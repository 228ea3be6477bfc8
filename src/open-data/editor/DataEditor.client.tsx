'use client'

import { FieldError, useField, useFormFields } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useState } from 'react'
import { parseChartConfig } from '../chart/spec'
import { draftFromConfig, gridFromRows, rowsFromGrid, type CellGrid } from './model'
import { ChartPreview } from './Preview.client'
import './editor.scss'

/**
 * The chart's rows as a table: a row per category, a column per series of the configuration
 * beside it. Plain inputs and buttons, so it works with the keyboard alone; numbers typed
 * Italian style (1234,5). Writes the same JSON the site reads.
 */
export const ChartDataEditor: JSONFieldClientComponent = ({ path: givenPath, readOnly }) => {
  const { value, setValue, path, showError, errorMessage } = useField<unknown>({ potentiallyStalePath: givenPath })
  const configPath = path.replace(/data$/, 'config')
  const config = useFormFields(([fields]) => fields[configPath]?.value)
  const draft = draftFromConfig(config)
  const width = draft.series.length + 1
  const grid = gridFromRows(value, width)
  // Cells as typed: '12,' stays on screen while the stored value is what it parses to.
  const [typed, setTyped] = useState<Record<string, string>>({})
  const id = (r: number, c: number) => `${path}-${r}-${c}`.replace(/\W/g, '-')
  const save = (next: CellGrid) => setValue(rowsFromGrid(next))
  const setCell = (r: number, c: number, text: string) => {
    setTyped((t) => ({ ...t, [`${r}:${c}`]: text }))
    save(grid.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? text : cell)) : row)))
  }
  const removeRow = (r: number) => {
    setTyped({})
    save(grid.filter((_, i) => i !== r))
  }
  const headers = [draft.categoryLabel || 'Categoria', ...draft.series.map((s, i) => s.name || `Serie ${i + 1}`)]
  const parsedConfig = parseChartConfig(config)

  return (
    <div className="sito-chart-editor" role="group" aria-labelledby={`${id(-1, -1)}-label`}>
      <p id={`${id(-1, -1)}-label`} className="field-label">
        Dati del grafico
      </p>
      <p className="field-description">Una riga per categoria; numeri con la virgola per i decimali, senza separatore delle migliaia; cella vuota se il dato manca.</p>
      {showError && <FieldError path={path} message={errorMessage} showError />}
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
                <span className="sito-chart-editor__sr">Azioni</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {grid.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>
                    <input
                      id={id(r, c)}
                      type="text"
                      inputMode={c === 0 ? 'text' : 'decimal'}
                      aria-label={`${headers[c]}, riga ${r + 1}`}
                      value={typed[`${r}:${c}`] ?? cell}
                      readOnly={readOnly}
                      onChange={(e) => setCell(r, c, e.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <button type="button" className="btn btn--style-secondary btn--size-small" disabled={readOnly} onClick={() => removeRow(r)}>
                    Rimuovi la riga {r + 1}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={readOnly}
        onClick={() => save([...grid, Array.from({ length: width }, () => '')])}
      >
        Aggiungi una riga
      </button>
      <ChartPreview config={parsedConfig.ok ? parsedConfig.value : null} data={value} />
    </div>
  )
}
