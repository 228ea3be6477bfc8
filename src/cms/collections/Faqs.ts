import type { CollectionConfig } from 'payload'
import { BODY_LABELS, bodyBlocks } from '@/blocks/configs'
import { FAQ_CATEGORIES } from '@/content/paths'
import {
  beneficiariField,
  customUpdateDateField,
  misuraField,
  nascondiValutazioneField,
  titleField,
} from '../fields/common'
import { slugField } from '../fields/slug'
import { editorialRead } from './access'
import { editorialComponents, editorialHooks, editorialVersions, previewFor } from './editorial'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  trash: true,
  labels: { singular: 'Domanda frequente', plural: 'Domande frequenti' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'updatedAt', '_status'], group: 'Contenuti', preview: previewFor('faqs'), components: editorialComponents },
  hooks: editorialHooks('faqs'),
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
    { name: 'body', label: 'Risposta', type: 'blocks', labels: BODY_LABELS, blocks: bodyBlocks },
  ],
}
