import type { Block, Condition } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { italianNumber } from '@/cms/fields/numbers'

const CARD_TYPES = [
  { label: 'Generica', value: 'generic' },
  { label: 'Allegato da scaricare', value: 'attachment' },
  { label: 'Risorsa (dalla raccolta Guide e risorse)', value: 'resource' },
  { label: 'Servizio', value: 'service' },
  { label: 'Notizia (dalla raccolta Notizie)', value: 'news' },
  { label: 'Linea guida (dalla raccolta Linee guida)', value: 'guideline' },
  { label: 'Immagine', value: 'image' },
] as const

type CardType = (typeof CARD_TYPES)[number]['value']

/** Shows a field only for some card types; blockData is the grid, also from inside a card row. */
const whenType =
  (...types: CardType[]): Condition =>
  (_data, _siblingData, { blockData }) =>
    types.includes(blockData?.cardType)

const LATEST_HINT = 'Se non scegli nessuna voce, vengono mostrate le più recenti (quante, lo decidi qui sotto).'

/** Hand-written cards (generic, service, image, attachment) or documents of a collection (news, resource, guideline). */
export const CardGridBlock: Block = {
  slug: 'cardGrid',
  interfaceName: 'CardGridBlock',
  labels: { singular: 'Griglia di schede', plural: 'Griglie di schede' },
  fields: [
    { name: 'title', label: 'Titolo della sezione', type: 'text' },
    {
      name: 'columns',
      label: 'Schede per riga su schermi larghi',
      type: 'select',
      required: true,
      defaultValue: '3',
      options: [
        { label: '1', value: '1' },
        { label: '2', value: '2' },
        { label: '3', value: '3' },
        { label: '4', value: '4' },
      ],
      admin: { description: 'Sugli smartphone le schede sono sempre una sotto l’altra.' },
    },
    {
      name: 'cardLayout',
      label: 'Aspetto delle schede',
      type: 'select',
      required: true,
      defaultValue: 'bordered',
      options: [
        { label: 'Con bordo inferiore', value: 'borderBottom' },
        { label: 'Con bordo', value: 'bordered' },
        { label: 'Senza bordo', value: 'clean' },
      ],
    },
    {
      name: 'cardType',
      label: 'Tipo di schede',
      type: 'select',
      required: true,
      defaultValue: 'generic',
      options: CARD_TYPES.map((t) => ({ ...t })),
    },
    {
      name: 'cards',
      label: 'Schede',
      type: 'array',
      labels: { singular: 'Scheda', plural: 'Schede' },
      admin: { condition: whenType('generic', 'service', 'image', 'attachment') },
      fields: [
        { name: 'title', label: 'Titolo', type: 'text', required: true },
        { name: 'text', label: 'Testo', type: 'textarea' },
        { name: 'image', label: 'Immagine', type: 'upload', relationTo: 'media' },
        { ...linkGroup('link', 'Collegamento'), admin: { condition: whenType('generic', 'service', 'image') } },
        {
          name: 'file',
          label: 'File da scaricare',
          type: 'group',
          admin: { condition: whenType('attachment') },
          fields: [
            {
              name: 'url',
              label: 'Indirizzo del file',
              type: 'text',
              validate: (v: unknown) =>
                v == null || v === '' || (typeof v === 'string' && /^(\/|https?:\/\/)/.test(v))
                  ? true
                  : 'L’indirizzo deve iniziare con / oppure https://.',
            },
            { name: 'format', label: 'Formato (es. PDF)', type: 'text' },
            italianNumber({ name: 'size', label: 'Dimensione in byte', min: 0 }, 'byte'),
          ],
        },
      ],
    },
    {
      name: 'news',
      label: 'Notizie',
      type: 'relationship',
      relationTo: 'news',
      hasMany: true,
      admin: { condition: whenType('news'), description: LATEST_HINT },
    },
    {
      name: 'resources',
      label: 'Risorse',
      type: 'relationship',
      relationTo: 'resources',
      hasMany: true,
      admin: { condition: whenType('resource'), description: LATEST_HINT },
    },
    {
      name: 'guidelines',
      label: 'Linee guida',
      type: 'relationship',
      relationTo: 'guidelines',
      hasMany: true,
      admin: { condition: whenType('guideline'), description: LATEST_HINT },
    },
    {
      name: 'latest',
      label: 'Quante voci più recenti mostrare',
      type: 'number',
      min: 1,
      max: 12,
      defaultValue: 3,
      admin: { condition: whenType('news', 'resource', 'guideline') },
    },
  ],
}
