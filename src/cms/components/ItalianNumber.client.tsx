'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'
import { useCallback, useState } from 'react'
import { formatEuro } from '@/programme/euro'
import type { PublishedAs } from '@/cms/fields/numbers'
import { formatNumber } from '@/open-data/chart/format'
import { editableItalianNumber, readItalianNumber } from '@/content/italian-number'
import { formatSizeMB } from '@/content/sizes'
import { useLatestEdit } from '@/components/hooks/useLatestEdit'
import { useTypedText } from './typed-text'
import './italian-number.scss'

/** The number as the site shows it (the same formatters the pages use). */
const PUBLISHED: Record<PublishedAs, (value: number) => string> = {
  numero: formatNumber,
  euro: formatEuro,
  byte: formatSizeMB,
  percentuale: (value) => `${formatNumber(value)}%`,
}

type Props = NumberFieldClientProps & { publishedAs?: PublishedAs }

/**
 * A number typed the Italian way (11.200 is eleven thousand two hundred, 11.200,50 has cents),
 * shown back as it will be published. Text that cannot be read is an error on the field; the
 * number keeps its last readable value and the text goes with the form (useTypedText), so the
 * server refuses a save or a publish with the same sentence. Nothing typed is stored as a guess.
 */
export const ItalianNumber = ({ field, path: givenPath, readOnly, publishedAs = 'numero' }: Props) => {
  const required = Boolean(field.required)
  // What the editor typed, while it differs from the stored value (null: show the stored value).
  const [typed, setTyped] = useState<string | null>(null)
  const [left, setLeft] = useState(false)
  const read = typed === null ? null : readItalianNumber(typed)
  const typedError = read && !read.ok ? read.error : null
  // The form's own check while typing (required, min and max are checked by the server on saving).
  const validate = useCallback(() => typedError ?? true, [typedError])
  const { value, setValue, path, showError, errorMessage, disabled } = useField<number | null>({ potentiallyStalePath: givenPath, validate })
  const sendTyped = useTypedText(path)
  const restored = useCallback(() => {
    setTyped(null)
    sendTyped(null)
  }, [sendTyped])
  const edit = useLatestEdit(value, setValue, restored)

  const inputId = `field-${path.replace(/\./g, '__')}`
  const noteId = `${inputId}-nota`
  const message = (left || showError ? typedError : null) ?? (showError ? errorMessage : undefined)
  const onChange = (text: string) => {
    setTyped(text)
    const next = readItalianNumber(text)
    sendTyped(next.ok ? null : text)
    if (next.ok) edit(next.value)
  }
  const shown = typed ?? (typeof value === 'number' ? editableItalianNumber(value) : '')

  return (
    <div className={['field-type', 'number', 'sito-number', message && 'error', (readOnly || disabled) && 'read-only'].filter(Boolean).join(' ')}>
      <FieldLabel label={field.label} path={path} required={required} htmlFor={inputId} />
      <div className="field-type__wrap">
        <input
          id={inputId}
          name={path}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          readOnly={readOnly || disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message || (!typedError && typeof value === 'number') ? noteId : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => setLeft(true)}
        />
        {message ? (
          <span id={noteId} className="sito-number__error">
            {message}
          </span>
        ) : (
          !typedError &&
          typeof value === 'number' && (
            <span id={noteId} className="sito-number__shown">
              Pubblicato: {PUBLISHED[publishedAs](value)}
            </span>
          )
        )}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
