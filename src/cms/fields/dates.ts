import type { DateField } from 'payload'

const COMPONENT = '@/cms/components/ItalianDate.client#ItalianDate'

type DateFieldInput = Omit<DateField, 'type'>

/**
 * A date field as Italian editors use it: typed and shown gg/mm/aaaa (with HH:mm, 24-hour, when
 * `withTime`), Rome time, a typed date that cannot be read marked on the field (ItalianDate).
 */
export function italianDate(input: DateFieldInput, withTime = false): DateField {
  const admin = input.admin ?? {}
  return {
    ...input,
    type: 'date',
    admin: {
      ...admin,
      date: withTime
        ? { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm', timeFormat: 'HH:mm', timeIntervals: 15 }
        : { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
      components: { ...admin.components, Field: COMPONENT },
    },
  } as DateField
}
