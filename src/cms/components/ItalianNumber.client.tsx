'use client'

import { FieldDescription, FieldLabel, useField, useForm } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'
import { useCallback, useEffect, useRef, useState } from 'react'
import { formatEuro } from '@/blocks/MeasureCards/euro'
import { type PublishedAs, TYPED_SUFFIX } from '@/cms/fields/numbers'
import { formatNumber } from '@/open-data/chart/format'
import { editableItalianNumber, formatItalianNumber, readItalianNumber } from '@/content/italian-number'
import { formatSizeMB } from '@/content/sizes'
import './italian-number.scss'

/** The number as the site shows it (the same formatters the pages use). */
const PUBLISHED: Record<PublishedAs, (value: number) => string> = {
  numero: formatNumber,
  euro: formatEuro,
  byte: formatSizeMB,
  percentuale: (value) => `${formatNumber(value)}%`,
}

type Limits = { required: boolean; min?: number; max?: number }

/** Required, min and max, said in Italian (the server checks them again on saving). */
function limitError(value: unknown, { required, min, max }: Limits): string | null {
  if (typeof value !== 'number') return required ? 'Scrivi un numero: questo campo è obbligatorio.' : null
  if (min !== undefined && value < min) return `Il numero non può essere minore di ${formatItalianNumber(min)}.`
  if (max !== undefined && value > max) return `Il numero non può essere maggiore di ${formatItalianNumber(max)}.`
  return null
}

type Props = NumberFieldClientProps & { publishedAs?: PublishedAs }

/**
 * A number typed the Italian way (11.200 is eleven thousand two hundred, 11.200,50 has cents),
 * shown back as it will be published. Text that cannot be read is an error on the field; the
 * number keeps its last readable value and the text goes with the form beside it (TYPED_SUFFIX),
 * so the server refuses a save or a publish with the same sentence (Payload's edit forms skip
 * client-side validation on submit). Nothing typed is ever stored as a guess.
 */
export const ItalianNumber = ({ field, path: givenPath, readOnly, publishedAs = 'numero' }: Props) => {
  const required = Boolean(field.required)
  const { min, max } = field
  // What the editor typed, while it differs from the stored value (null: show the stored value).
  const [typed, setTyped] = useState<string | null>(null)
  const [left, setLeft] = useState(false)
  const read = typed === null ? null : readItalianNumber(typed)
  const typedError = read && !read.ok ? read.error : null
  const validate = useCallback(
    (value: unknown) => typedError ?? limitError(value, { required, min, max }) ?? true,
    [typedError, required, min, max],
  )
  const { value, setValue, path, showError, errorMessage, disabled } = useField<number | null>({ potentiallyStalePath: givenPath, validate })
  const { setModified, dispatchFields } = useForm()
  const typedPath = `${path}${TYPED_SUFFIX}`
  const sent = useRef(false)
  const sendTyped = useCallback(
    (text: string | null) => {
      if (text !== null) dispatchFields({ type: 'UPDATE_MANY', formState: { [typedPath]: { value: text, initialValue: undefined, valid: true } } })
      else if (sent.current) dispatchFields({ type: 'REMOVE', path: typedPath })
      sent.current = text !== null
    },
    [dispatchFields, typedPath],
  )
  const mine = useRef(value)
  // Another version restored, the form reset: the input follows the stored value.
  useEffect(() => {
    if (value !== mine.current) {
      mine.current = value
      setTyped(null)
      sendTyped(null)
    }
  }, [value, sendTyped])
  // A field that goes away (its row removed, its condition no longer met) takes its typed text with it.
  useEffect(() => () => sendTyped(null), [sendTyped])

  const inputId = `field-${path.replace(/\./g, '__')}`
  const noteId = `${inputId}-nota`
  const message = (left || showError ? typedError : null) ?? (showError ? errorMessage : undefined)
  const onChange = (text: string) => {
    setTyped(text)
    const next = readItalianNumber(text)
    sendTyped(next.ok ? null : text)
    if (!next.ok) return setModified(true)
    mine.current = next.value
    setValue(next.value)
  }
  const shown = typed ?? (typeof value === 'number' ? editableItalianNumber(value) : '')

  return (
    <div className={['field-type', 'number', 'sito-number', message && 'error'].filter(Boolean).join(' ')}>
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
