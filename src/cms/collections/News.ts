import type { CollectionConfig } from 'payload'
import { BODY_LABELS, bodyBlocks } from '@/blocks/configs'
import { NEWS_ORDER, newsSortDate } from '@/content/news-order'
import { customUpdateDateField, summaryField, titleField } from '../fields/common'
import { italianDate } from '../fields/dates'
import { slugField } from '../fields/slug'
import { editorialRead } from './access'
import { editorialComponents, editorialHooks, editorialVersions, previewFor } from './editorial'

export const News: CollectionConfig = {
  slug: 'news',
  trash: true,
  labels: { singular: 'Notizia', plural: 'Notizie' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'dataOrdinamento', '_status'], group: 'Contenuti', preview: previewFor('news'), components: editorialComponents },
  defaultSort: NEWS_ORDER,
  hooks: {
    ...editorialHooks('news'),
    beforeChange: [({ data, originalDoc }) => ({ ...data, dataOrdinamento: newsSortDate(data, originalDoc, new Date()) })],
  },
  fields: [
    titleField,
    slugField(),
    summaryField,
    { name: 'category', label: 'Categoria', type: 'text', admin: { position: 'sidebar' } },
    customUpdateDateField,
    italianDate({
      name: 'dataOrdinamento',
      label: 'Data della notizia',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Ordina le notizie in questo elenco, nel sito e nei feed: la data di aggiornamento mostrata o, se manca, quella di creazione.',
      },
    }),
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
