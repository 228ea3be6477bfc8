import type { CollectionConfig } from 'payload'
import { bodyBlocks } from '@/blocks/configs'
import { customUpdateDateField, summaryField, titleField } from '../fields/common'
import { slugField } from '../fields/slug'
import { revalidateSite } from '../hooks/revalidate'
import { editorialRead } from './access'
import { editorialVersions, previewFor } from './editorial'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'Notizia', plural: 'Notizie' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'customUpdateDate'], group: 'Contenuti', preview: previewFor('news') },
  defaultSort: '-customUpdateDate',
  hooks: revalidateSite('news'),
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
    { name: 'body', label: 'Testo della notizia', type: 'blocks', blocks: bodyBlocks },
  ],
}
