'use client'

import { FieldLabel, ReactSelect, useField } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

/** The plugin's order choice, whose options it writes in English («Ascending», «Descending»). */
const ORDERS = [
  { label: 'Crescente (A→Z, dal più vecchio)', value: 'asc' },
  { label: 'Decrescente (Z→A, dal più recente)', value: 'desc' },
]

/**
 * «Ordine» of an export in Italian. As the plugin's own field does, the choice is written into
 * «Ordina per» too (a leading «-» sorts descending), which is what the export reads.
 */
export const ExportSortOrder: SelectFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue } = useField<string>({ path })
  const { value: sort, setValue: setSort } = useField<string>({ path: 'sort' })
  const chosen = ORDERS.find((o) => o.value === value) ?? ORDERS[0]!
  return (
    <div className="field-type sort-order-field">
      <FieldLabel label={field.label} path={path} htmlFor={`field-${path}`} />
      <ReactSelect
        inputId={`field-${path}`}
        disabled={readOnly}
        isClearable={false}
        isSearchable={false}
        options={ORDERS}
        value={chosen}
        onChange={(option) => {
          const order = (Array.isArray(option) ? option[0] : option)?.value === 'desc' ? 'desc' : 'asc'
          setValue(order)
          const base = typeof sort === 'string' ? sort.replace(/^-/, '') : ''
          if (base) setSort(order === 'desc' ? `-${base}` : base)
        }}
      />
    </div>
  )
}
