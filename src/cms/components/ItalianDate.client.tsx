'use client'

import { DatePicker, FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'
import { useCallback, useRef, useState } from 'react'
import { DAY_FORMATS, DAY_TIME_FORMATS, readItalianDate } from '@/content/italian-date'
import { useTypedText } from './typed-text'

/** react-datepicker's own words, in Italian (its defaults are English and not translated by Payload). */
const PICKER_WORDS = {
  timeCaption: 'Ora',
  previousMonthAriaLabel: 'Mese precedente',
  previousMonthButtonLabel: 'Mese precedente',
  nextMonthAriaLabel: 'Mese successivo',
  nextMonthButtonLabel: 'Mese successivo',
  previousYearAriaLabel: 'Anno precedente',
  nextYearAriaLabel: 'Anno successivo',
  chooseDayAriaLabelPrefix: 'Scegli',
  disabledDayAriaLabelPrefix: 'Non disponibile:',
  monthAriaLabelPrefix: 'Mese',
  weekAriaLabelPrefix: 'Settimana',
  ariaLabelClose: 'Chiudi',
}

/**
 * A date field typed the Italian way: gg/mm/aaaa (and HH:mm where the field has a time), the
 * calendar in Italian. Text that is not a day that exists is an error on the field, saying how
 * to write it; the stored date is never emptied or read month first.
 */
export const ItalianDate: DateFieldClientComponent = ({ field, path: givenPath, readOnly }) => {
  const withTime = (field.admin?.date as { pickerAppearance?: string } | undefined)?.pickerAppearance === 'dayAndTime'
  const [typedError, setTypedError] = useState<string | null>(null)
  const required = Boolean(field.required)
  const validate = useCallback(
    (value: unknown) => typedError ?? (required && !value ? 'Inserisci la data (gg/mm/aaaa).' : true),
    [typedError, required],
  )
  const { value, setValue, path, showError, errorMessage, disabled } = useField<string | null>({ potentiallyStalePath: givenPath, validate })
  // The unreadable text goes with the form: the server refuses the save (Payload skips this validate on submit).
  const sendTyped = useTypedText(path)
  const inputId = `field-${path.replace(/\./g, '__')}`
  const errorId = `${inputId}-errore`
  const message = typedError ?? (showError ? errorMessage : undefined)
  // What was typed last (react-datepicker keeps it to itself): read when the calendar closes.
  const typed = useRef<string | null>(null)
  const check = () => {
    if (typed.current === null) return
    const read = readItalianDate(typed.current, withTime)
    setTypedError(read.ok ? null : read.error)
    sendTyped(read.ok ? null : typed.current)
    typed.current = null
  }

  return (
    <div className={['field-type', 'date-time-field', 'sito-date', message && 'date-time-field--has-error'].filter(Boolean).join(' ')}>
      <FieldLabel label={field.label} path={path} required={required} htmlFor={inputId} />
      <div className="field-type__wrap">
        {message && <FieldError path={path} message={message} showError />}
        <DatePicker
          pickerAppearance={withTime ? 'dayAndTime' : 'dayOnly'}
          displayFormat={withTime ? DAY_TIME_FORMATS[0] : DAY_FORMATS[0]}
          timeFormat="HH:mm"
          timeIntervals={15}
          placeholder={withTime ? 'gg/mm/aaaa hh:mm' : 'gg/mm/aaaa'}
          readOnly={readOnly || disabled}
          value={value ?? undefined}
          onChange={(date) => {
            typed.current = null
            setTypedError(null)
            sendTyped(null)
            setValue(date instanceof Date ? date.toISOString() : null)
          }}
          overrides={{
            ...PICKER_WORDS,
            id: inputId,
            dateFormat: withTime ? DAY_TIME_FORMATS : DAY_FORMATS,
            strictParsing: true,
            ariaInvalid: message ? 'true' : undefined,
            ariaDescribedBy: message ? errorId : undefined,
            onChangeRaw: (e?: { target: EventTarget | null }) => {
              if (e?.target instanceof HTMLInputElement) typed.current = e.target.value
            },
            onCalendarClose: check,
            onBlur: check,
          }}
        />
        {message && (
          <span id={errorId} className="sito-sr-only">
            {message}
          </span>
        )}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
