import type { CollectionConfig } from 'payload'
import { BODY_LABELS, bodyBlocks } from '@/blocks/configs'
import { FILE_FORMATS, isFileUrl, LICENCES } from '@/open-data/catalogue/dataset'
import { FREQUENCIES, THEMES } from '@/open-data/catalogue/dcat-vocabularies'
import { customUpdateDateField, summaryField, titleField } from '../fields/common'
import { slugField } from '../fields/slug'
import { editorialRead } from './access'
import { editorialComponents, editorialHooks, editorialVersions, previewFor } from './editorial'
import { italianNumber } from '../fields/numbers'

export const Datis: CollectionConfig = {
  slug: 'datis',
  trash: true,
  labels: { singular: 'Pagina di dati', plural: 'Open data' },
  access: editorialRead,
  versions: editorialVersions,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt', '_status'], group: 'Contenuti', preview: previewFor('datis'), components: editorialComponents },
  hooks: editorialHooks('datis'),
  fields: [
    titleField,
    slugField(),
    summaryField,
    { name: 'description', label: 'Descrizione del dataset', type: 'richText', admin: { description: 'Che cosa contengono i dati, da dove vengono, ogni quanto si aggiornano.' } },
    {
      name: 'licenza',
      label: 'Licenza dei dati',
      type: 'select',
      required: true,
      defaultValue: 'CC BY 4.0',
      options: Object.entries(LICENCES).map(([value, l]) => ({ value, label: l.label })),
    },
    customUpdateDateField,
    {
      type: 'collapsible',
      label: 'Metadati per i cataloghi open data (DCAT-AP_IT)',
      admin: { initCollapsed: true, description: 'Letti da dati.gov.it tramite il catalogo del sito (/api/open-data/catalogo.ttl).' },
      fields: [
        { type: 'row', fields: [
          { name: 'tema', label: 'Tema', type: 'select', defaultValue: 'GOVE', options: Object.entries(THEMES).map(([value, label]) => ({ value, label })) },
          { name: 'frequenza', label: 'Frequenza di aggiornamento', type: 'select', defaultValue: 'MONTHLY', options: Object.entries(FREQUENCIES).map(([value, label]) => ({ value, label })) },
        ] },
        {
          name: 'paroleChiave',
          label: 'Parole chiave',
          type: 'text',
          admin: { description: 'Separate da virgole, es. «cloud, comuni, PNRR»: aiutano a trovare il dataset nei cataloghi. Vuoto: il tema e «PA digitale».' },
        },
        { type: 'row', fields: [
          { name: 'coperturaDal', label: 'Dati dal', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' }, description: 'Il periodo a cui si riferiscono i dati. Vuoto: dalla prima pubblicazione.' } },
          { name: 'coperturaAl', label: 'Dati fino al', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' }, description: 'Vuoto: fino all’ultimo aggiornamento.' } },
        ] },
        {
          name: 'fonteUrl',
          label: 'Fonte originale dei dati',
          type: 'text',
          admin: { description: 'Facoltativa: l’indirizzo https del dataset da cui provengono questi dati.' },
          validate: (value: string | null | undefined) => (!value?.trim() || /^https?:\/\/\S+$/.test(value.trim()) ? true : 'Inserisci un indirizzo http(s).'),
        },
      ],
    },
    {
      name: 'files',
      label: 'File scaricabili',
      type: 'array',
      labels: { singular: 'File', plural: 'File' },
      fields: [
        { name: 'title', label: 'Titolo', type: 'text', required: true },
        {
          name: 'url',
          label: 'Indirizzo del file',
          type: 'text',
          required: true,
          admin: { description: 'Un percorso del sito (es. /dati/progetti.csv) o un indirizzo https.' },
          validate: (value: string | null | undefined) => (isFileUrl(value) ? true : 'Inserisci un percorso del sito che inizia con / oppure un indirizzo https.'),
        },
        { type: 'row', fields: [
          { name: 'format', label: 'Formato', type: 'select', required: true, options: FILE_FORMATS.map((f) => ({ value: f, label: f })) },
          italianNumber({ name: 'size', label: 'Dimensione (byte)', min: 0, admin: { description: 'Mostrata in MB con due decimali.' } }, 'byte'),
        ] },
      ],
    },
    { name: 'body', label: 'Contenuto', type: 'blocks', labels: BODY_LABELS, blocks: bodyBlocks },
  ],
}
