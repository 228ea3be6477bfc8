import type { CheckboxField, DateField, RelationshipField, TextareaField, TextField } from 'payload'
import { italianDate } from './dates'

export const titleField: TextField = {
  name: 'title',
  label: 'Titolo',
  type: 'text',
  required: true,
}

export const customUpdateDateField: DateField = italianDate({
  name: 'customUpdateDate',
  label: 'Data di aggiornamento mostrata',
  admin: { position: 'sidebar', description: 'Mostrata in fondo alla pagina come "Aggiornato il".' },
})

export const nascondiValutazioneField: CheckboxField = {
  name: 'nascondiValutazione',
  label: 'Nascondi la valutazione della pagina',
  type: 'checkbox',
  defaultValue: false,
  admin: { position: 'sidebar' },
}

export const misuraField: RelationshipField = {
  name: 'misura',
  label: 'Misura',
  type: 'relationship',
  relationTo: 'misuras',
  admin: { position: 'sidebar' },
}

export const beneficiariField: RelationshipField = {
  name: 'beneficiari',
  label: 'Enti beneficiari',
  type: 'relationship',
  relationTo: 'enteBeneficiarios',
  hasMany: true,
  admin: { position: 'sidebar' },
}

export const summaryField: TextareaField = {
  name: 'summary',
  label: 'Sommario',
  type: 'textarea',
  maxLength: 400,
}
