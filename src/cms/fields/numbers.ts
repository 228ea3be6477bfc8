import { APIError, type FieldHook, type NumberField } from 'payload'
import { readItalianNumber } from '@/content/italian-number'

const COMPONENT = '@/cms/components/ItalianNumber.client#ItalianNumber'

/**
 * Beside a number the editor typed and that cannot be read («1.5»), the admin sends the text
 * under `<name>__testo`: the number itself keeps its last readable value (autosave stores that),
 * and a save or a publish is refused with the sentence that says how to write it.
 */
export const TYPED_SUFFIX = '__testo'

/** How the site shows the number: the line under the field repeats it («Pubblicato: 1,23 MB»). */
export type PublishedAs = 'numero' | 'euro' | 'byte' | 'percentuale'

type NumberFieldInput = Omit<NumberField, 'type' | 'hasMany'>

const refuseUnreadable =
  (label: string): FieldHook =>
  ({ value, siblingData, field, path, req }) => {
    const typed = (siblingData as Record<string, unknown> | undefined)?.[`${'name' in field ? field.name : ''}${TYPED_SUFFIX}`]
    // Autosave keeps the draft in step with the form: the last readable number is what it stores.
    if (typeof typed !== 'string' || req.query?.autosave === 'true') return value
    const read = readItalianNumber(typed)
    if (read.ok) return value
    const message = `«${label}»: ${read.error}`
    // An APIError carries the Italian message to the editor (a ValidationError's details do not, in production).
    throw new APIError(message, 400, { errors: [{ path: (path ?? []).join('.'), message: read.error }] }, true)
  }

/**
 * A number field as Italian editors type it: the dot groups thousands, the comma marks decimals
 * (11.200,50), the value shown back as the site will publish it; text that cannot be read is an
 * error on the field that blocks saving (ItalianNumber). The stored value is still a number.
 */
export function italianNumber(input: NumberFieldInput, publishedAs: PublishedAs = 'numero'): NumberField {
  const admin = input.admin ?? {}
  const label = typeof input.label === 'string' ? input.label : input.name
  return {
    ...input,
    type: 'number',
    hooks: { ...input.hooks, beforeValidate: [...(input.hooks?.beforeValidate ?? []), refuseUnreadable(label)] },
    admin: { ...admin, components: { ...admin.components, Field: { path: COMPONENT, clientProps: { publishedAs } } } },
  } as NumberField
}
