import type { DateField } from 'payload'
import { readItalianDate } from '@/content/italian-date'
import { refuseUnreadable } from './typed-text'

const COMPONENT = '@/cms/components/ItalianDate.client#ItalianDate'

type DateFieldInput = Omit<DateField, 'type'>

/**
 * A date field as Italian editors use it: typed and shown gg/mm/aaaa (with HH:mm, 24-hour, when
 * `withTime`), Rome time, a typed date that cannot be read marked on the field (ItalianDate) and
 * its save refused (refuseUnreadable).
 */
export function italianDate(input: DateFieldInput, withTime = false): DateField {
  const admin = input.admin ?? {}
  const label = typeof input.label === 'string' ? input.label : input.name
  return {
    ...input,
    type: 'date',
    hooks: { ...input.hooks, beforeValidate: [...(input.hooks?.beforeValidate ?? []), refuseUnreadable(label, (text) => readItalianDate(text, withTime))] },
    admin: {
      ...admin,
      date: withTime
        ? { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm', timeFormat: 'HH:mm', timeIntervals: 15 }
        : { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
      components: { ...admin.components, Field: COMPONENT },
    },
  } as DateField
}
