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
import { publicRead } from './access'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'Domanda frequente', plural: 'Domande frequenti' },
  access: publicRead,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'updatedAt'], group: 'Contenuti' },
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
