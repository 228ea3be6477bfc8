import type { CollectionConfig } from 'payload'
import { bodyBlocks } from '@/blocks/configs'
import { customUpdateDateField, nascondiValutazioneField, titleField } from '../fields/common'
import { slugField } from '../fields/slug'
import { revalidateSite } from '../hooks/revalidate'
import { publicRead } from './access'

export const Supportos: CollectionConfig = {
  slug: 'supportos',
  trash: true,
  labels: { singular: 'Pagina di supporto', plural: 'Supporto' },
  access: publicRead,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Contenuti' },
  hooks: revalidateSite('supportos'),
  fields: [
    titleField,
    slugField(),
    customUpdateDateField,
    nascondiValutazioneField,
    { name: 'body', label: 'Contenuto', type: 'blocks', blocks: bodyBlocks },
  ],
}
