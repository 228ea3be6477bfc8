import type { CollectionConfig } from 'payload'
import { BODY_LABELS, bodyBlocks } from '@/blocks/configs'
import { customUpdateDateField, nascondiValutazioneField, titleField } from '../fields/common'
import { slugField } from '../fields/slug'
import { editorialRead } from './access'
import { editorialComponents, editorialHooks, editorialVersions, previewFor } from './editorial'

export const Supportos: CollectionConfig = {
  slug: 'supportos',
  trash: true,
  labels: { singular: 'Pagina di supporto', plural: 'Supporto' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt', '_status'], group: 'Contenuti', preview: previewFor('supportos'), components: editorialComponents },
  hooks: editorialHooks('supportos'),
  fields: [
    titleField,
    slugField(),
    customUpdateDateField,
    nascondiValutazioneField,
    { name: 'body', label: 'Contenuto', type: 'blocks', labels: BODY_LABELS, blocks: bodyBlocks },
  ],
}
