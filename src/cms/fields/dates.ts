import type { DateField, FieldHook } from 'payload'
import { readItalianDate, readStoredDate } from '@/content/italian-date'
import { fieldError, refuseUnreadable } from './typed-text'

const COMPONENT = '@/cms/components/ItalianDate.client#ItalianDate'

type DateFieldInput = Omit<DateField, 'type'>

/**
 * A date field as Italian editors use it: typed and shown gg/mm/aaaa (with HH:mm, 24-hour, when
 * `withTime`), Rome time, a typed date that cannot be read marked on the field (ItalianDate) and
 * its save refused (refuseUnreadable).
 */
/**
 * The value itself, whichever way it came (REST, local API, import, job): a day that does not
 * exist is a 400 naming the field, never stored as another day (V8 reads «2027-02-30» as 2 March)
 * nor stored as text the edit screen cannot show.
 */
function refuseImpossible(label: string, withTime: boolean): FieldHook {
  return ({ value, path }) => {
    const read = readStoredDate(value, withTime)
    if (!read.ok) throw fieldError(label, path, read.error)
    return read.value ?? value
  }
}

export function italianDate(input: DateFieldInput, withTime = false): DateField {
  const admin = input.admin ?? {}
  const label = typeof input.label === 'string' ? input.label : input.name
  return {
    ...input,
    type: 'date',
    hooks: { ...input.hooks, beforeValidate: [...(input.hooks?.beforeValidate ?? []), refuseUnreadable(label, (text) => readItalianDate(text, withTime)), refuseImpossible(label, withTime)] },
    admin: {
      ...admin,
      date: withTime
        ? { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm', timeFormat: 'HH:mm', timeIntervals: 15 }
        : { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
      components: { ...admin.components, Field: COMPONENT },
    },
  } as DateField
}
