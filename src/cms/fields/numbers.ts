import type { NumberField } from 'payload'
import { readItalianNumber } from '@/content/italian-number'
import { refuseUnreadable } from './typed-text'

const COMPONENT = '@/cms/components/ItalianNumber.client#ItalianNumber'

/** How the site shows the number: the line under the field repeats it («Pubblicato: 1,23 MB»). */
export type PublishedAs = 'numero' | 'euro' | 'byte' | 'percentuale'

type NumberFieldInput = Omit<NumberField, 'type' | 'hasMany'>

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
    // Read by the italianInputs plugin: a text from the API or an import is read the Italian way.
    custom: { ...input.custom, italianNumber: label },
    hooks: { ...input.hooks, beforeValidate: [...(input.hooks?.beforeValidate ?? []), refuseUnreadable(label, readItalianNumber)] },
    admin: { ...admin, components: { ...admin.components, Field: { path: COMPONENT, clientProps: { publishedAs } } } },
  } as NumberField
}
