import type { CollectionConfig } from 'payload'
import { bodyBlocks } from '@/blocks/configs'
import { FAQ_CATEGORIES } from '@/content/paths'
import {
  beneficiariField,
  customUpdateDateField,
  misuraField,
  nascondiValutazioneField,
  titleField,
} from '../fields/common'
import { slugField } from '../fields/slug'
import { revalidateSite } from '../hooks/revalidate'
import { editorialRead } from './access'
import { editorialVersions, previewFor } from './editorial'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  trash: true,
  labels: { singular: 'Domanda frequente', plural: 'Domande frequenti' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'updatedAt'], group: 'Contenuti', preview: previewFor('faqs') },
  hooks: revalidateSite('faqs'),
  fields: [
    { ...titleField, label: 'Domanda' },
    slugField(),
    {
      name: 'category',
      label: 'Categoria',
      type: 'select',
      required: true,
      options: FAQ_CATEGORIES.map((c) => ({ ...c })),
      admin: { position: 'sidebar' },
    },
    misuraField,
    beneficiariField,
    customUpdateDateField,
    nascondiValutazioneField,
    { name: 'body', label: 'Risposta', type: 'blocks', blocks: bodyBlocks },
  ],
}
