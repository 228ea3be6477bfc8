'use client'

import { FieldError, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { asJson, nothingToFollow, useLatestEdit } from '@/components/hooks/useLatestEdit'
import { CHART_TYPE_LABELS, CHART_TYPES, type ChartType } from '../chart/spec'
import { configFromDraft, draftFromConfig, type ConfigDraft } from './model'
import './editor.scss'

const MAX_SERIES = 8

/**
 * The chart's configuration as a form (type, category label, series, axis labels), written
 * to the same JSON the site reads. Replaces Payload's code editor, which loads from a CDN.
 */
export const ChartConfigEditor: JSONFieldClientComponent = ({ path: givenPath, readOnly }) => {
  const { value, setValue, path, showError, errorMessage } = useField<unknown>({ potentiallyStalePath: givenPath })
  // An autosave's answer must not put back a configuration older than the editor's last change.
  const edit = useLatestEdit(value, setValue, nothingToFollow, asJson)
  const draft = draftFromConfig(value)
  const id = (name: string) => `${path}-${name}`.replace(/\W/g, '-')
  const update = (patch: Partial<ConfigDraft>) => edit(configFromDraft({ ...draft, ...patch }))
  const setSeries = (i: number, patch: Partial<ConfigDraft['series'][number]>) =>
    update({ series: draft.series.map((s, j) => (j === i ? { ...s, ...patch } : s)) })
  const pie = draft.type === 'pie' || draft.type === 'donut'
  const bars = draft.type === 'bar' || draft.type === 'stackedBar'

  return (
    <fieldset className="sito-chart-editor" disabled={readOnly}>
      <legend className="field-label">Configurazione del grafico</legend>
      {showError && <FieldError path={path} message={errorMessage} showError />}
      <div className="sito-chart-editor__row">
        <label htmlFor={id('type')}>Tipo di grafico</label>
        <select id={id('type')} value={draft.type} onChange={(e) => update({ type: e.target.value as ChartType })}>
          {CHART_TYPES.map((t) => (
            <option key={t} value={t}>
              Grafico {CHART_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="sito-chart-editor__row">
        <label htmlFor={id('category')}>Intestazione delle categorie</label>
        <input id={id('category')} type="text" value={draft.categoryLabel} placeholder="Es. Regione" onChange={(e) => update({ categoryLabel: e.target.value })} />
      </div>
      <fieldset className="sito-chart-editor__series">
        <legend>Serie di valori{pie ? ' (una sola per torta e anello)' : ''}</legend>
        {draft.series.map((s, i) => (
          <div key={i} className="sito-chart-editor__serie">
            <label htmlFor={id(`serie-${i}`)}>Nome della serie {i + 1}</label>
            <input id={id(`serie-${i}`)} type="text" value={s.name} placeholder="Es. Progetti finanziati" onChange={(e) => setSeries(i, { name: e.target.value })} />
            <label htmlFor={id(`unit-${i}`)}>Unità (facoltativa)</label>
            <input id={id(`unit-${i}`)} type="text" value={s.unit} maxLength={12} placeholder="Es. €" onChange={(e) => setSeries(i, { unit: e.target.value })} />
            {draft.series.length > 1 && (
              <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => update({ series: draft.series.filter((_, j) => j !== i) })}>
                Rimuovi la serie {i + 1}
              </button>
            )}
          </div>
        ))}
        {!pie && draft.series.length < MAX_SERIES && (
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => update({ series: [...draft.series, { name: '', unit: '' }] })}>
            Aggiungi una serie
          </button>
        )}
      </fieldset>
      {!pie && (
        <div className="sito-chart-editor__row sito-chart-editor__axes">
          <label htmlFor={id('x')}>Etichetta dell’asse orizzontale (facoltativa)</label>
          <input id={id('x')} type="text" value={draft.xAxisLabel} onChange={(e) => update({ xAxisLabel: e.target.value })} />
          <label htmlFor={id('y')}>Etichetta dell’asse verticale (facoltativa)</label>
          <input id={id('y')} type="text" value={draft.yAxisLabel} onChange={(e) => update({ yAxisLabel: e.target.value })} />
        </div>
      )}
      {bars && (
        <div className="sito-chart-editor__check">
          <input id={id('horizontal')} type="checkbox" checked={draft.horizontal} onChange={(e) => update({ horizontal: e.target.checked })} />
          <label htmlFor={id('horizontal')}>Barre orizzontali</label>
        </div>
      )}
    </fieldset>
  )
}
