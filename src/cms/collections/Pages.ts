import type { CollectionConfig } from 'payload'
import { BODY_LABELS, pageBlocks } from '@/blocks/configs'
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

export const Pages: CollectionConfig = {
  slug: 'pages',
  trash: true,
  labels: { singular: 'Pagina', plural: 'Pagine' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt', '_status'], group: 'Contenuti', preview: previewFor('pages'), components: editorialComponents },
  hooks: editorialHooks('pages'),
  fields: [
    titleField,
    slugField({ nested: true }),
    {
      name: 'parent',
      label: 'Pagina madre',
      type: 'relationship',
      relationTo: 'pages',
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      admin: { position: 'sidebar', description: 'Facoltativa: la pagina sta sotto questa nel percorso e nelle briciole di pane (es. supporto/…).' },
    },
    { name: 'category', label: 'Argomento', type: 'text', admin: { position: 'sidebar' } },
    misuraField,
    beneficiariField,
    customUpdateDateField,
    nascondiValutazioneField,
    { name: 'body', label: 'Contenuto della pagina', type: 'blocks', labels: BODY_LABELS, blocks: pageBlocks },
  ],
}
