import type { CollectionConfig } from 'payload'
import { beneficiariField, customUpdateDateField, titleField } from '../fields/common'
import { linkGroup } from '../fields/link'
import { revalidateSite } from '../hooks/revalidate'
import { publicRead } from './access'

export const Updates: CollectionConfig = {
  slug: 'updates',
  trash: true,
  labels: { singular: 'Aggiornamento', plural: 'Aggiornamenti' },
  access: publicRead,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'customUpdateDate'], group: 'Contenuti' },
  defaultSort: '-customUpdateDate',
  hooks: revalidateSite('updates'),
  fields: [titleField, { ...customUpdateDateField, required: true }, linkGroup('cta', 'Invito all’azione'), beneficiariField],
}
