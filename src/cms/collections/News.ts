import type { CollectionConfig } from 'payload'
import { BODY_LABELS, bodyBlocks } from '@/blocks/configs'
import { customUpdateDateField, summaryField, titleField } from '../fields/common'
import { slugField } from '../fields/slug'
import { editorialRead } from './access'
import { editorialComponents, editorialHooks, editorialVersions, previewFor } from './editorial'

export const News: CollectionConfig = {
  slug: 'news',
  trash: true,
  labels: { singular: 'Notizia', plural: 'Notizie' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'customUpdateDate', '_status'], group: 'Contenuti', preview: previewFor('news'), components: editorialComponents },
  defaultSort: '-customUpdateDate',
  hooks: editorialHooks('news'),
  fields: [
    titleField,
    slugField(),
    summaryField,
    { name: 'category', label: 'Categoria', type: 'text', admin: { position: 'sidebar' } },
    customUpdateDateField,
    {
      name: 'image',
      label: 'Immagine',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Mostrata in cima alla notizia, sotto il titolo.' },
    },
    {
      name: 'externalLink',
      label: 'Collegamento esterno',
      type: 'text',
      admin: { description: 'Se compilato, la notizia rimanda a questo indirizzo.' },
      validate: (v: unknown) =>
        v == null || v === '' || (typeof v === 'string' && /^https?:\/\//.test(v))
          ? true
          : 'Inserisci un indirizzo che inizi con http:// o https://.',
    },
    { name: 'body', label: 'Testo della notizia', type: 'blocks', labels: BODY_LABELS, blocks: bodyBlocks },
  ],
}
