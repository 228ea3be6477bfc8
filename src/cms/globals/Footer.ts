import type { ArrayField, GlobalConfig } from 'payload'
import { anyone, chiefEditors } from '../collections/access'
import { linkGroup } from '../fields/link'
import { revalidateSiteOnGlobal } from '../hooks/revalidate'
import { httpsOrEmpty } from './Header'

const SOCIAL_NETWORKS = ['linkedin', 'youtube', 'x', 'facebook', 'instagram', 'medium', 'github'] as const

const links = (name: string, label: string, maxRows: number): ArrayField => ({
  name,
  label,
  type: 'array',
  maxRows,
  labels: { singular: 'Collegamento', plural: 'Collegamenti' },
  fields: [linkGroup('link', 'Collegamento', true)],
})

/** The site footer: link columns, contacts, social profiles and the legal strip. */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Piè di pagina',
  access: { read: anyone, update: chiefEditors },
  admin: {
    group: 'Impostazioni',
    description:
      'Colonne di collegamenti, contatti, profili social e collegamenti legali. La dichiarazione di accessibilità e le statistiche si impostano in Impostazioni del sito.',
  },
  hooks: { afterChange: [revalidateSiteOnGlobal('footer')] },
  fields: [
    {
      name: 'columns',
      label: 'Colonne di collegamenti',
      type: 'array',
      maxRows: 4,
      labels: { singular: 'Colonna', plural: 'Colonne' },
      fields: [
        {
          name: 'title',
          label: 'Titolo della colonna',
          type: 'text',
          required: true,
        },
        links('links', 'Collegamenti', 10),
      ],
    },
    {
      name: 'contactsTitle',
      label: 'Titolo dei contatti',
      type: 'text',
      defaultValue: 'Contatti',
    },
    links('contacts', 'Contatti', 6),
    {
      name: 'social',
      label: 'Profili social',
      type: 'array',
      maxRows: SOCIAL_NETWORKS.length,
      labels: { singular: 'Profilo', plural: 'Profili' },
      fields: [
        {
          name: 'network',
          label: 'Social',
          type: 'select',
          required: true,
          options: SOCIAL_NETWORKS.map((value) => ({
            value,
            label: value === 'x' ? 'X' : value[0]!.toUpperCase() + value.slice(1),
          })),
        },
        {
          name: 'url',
          label: 'Indirizzo del profilo',
          type: 'text',
          required: true,
          validate: httpsOrEmpty,
        },
      ],
    },
    {
      name: 'legalLinks',
      label: 'Collegamenti legali',
      type: 'array',
      maxRows: 8,
      labels: {
        singular: 'Collegamento legale',
        plural: 'Collegamenti legali',
      },
      admin: {
        description: 'Informativa privacy, note legali, mappa del sito… in quest’ordine nella fascia in fondo.',
      },
      fields: [
        linkGroup('link', 'Collegamento', true),
        {
          name: 'element',
          label: 'Ruolo per le verifiche AgID',
          type: 'select',
          options: [
            { label: 'Informativa privacy', value: 'privacy-policy-link' },
            { label: 'Note legali', value: 'legal-notes' },
          ],
          admin: {
            description: 'Aggiunge l’attributo data-element che lo strumento di verifica di AgID cerca.',
          },
        },
      ],
    },
  ],
}
