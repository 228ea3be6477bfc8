import type { GlobalConfig, GroupField } from 'payload'
import { anyone, chiefEditors } from '../collections/access'
import { revalidateSiteOnGlobal } from '../hooks/revalidate'
import { httpsOrEmpty } from './Header'

const mark = (name: string, label: string, defaultName: string): GroupField => ({
  name,
  label,
  type: 'group',
  admin: {
    description: 'Carica il file ufficiale; senza file il sito mostra il nome come testo.',
  },
  fields: [
    {
      name: 'name',
      label: 'Nome',
      type: 'text',
      required: true,
      defaultValue: defaultName,
    },
    {
      name: 'logo',
      label: 'Logo ufficiale',
      type: 'upload',
      relationTo: 'media',
    },
    {
      name: 'url',
      label: 'Collegamento',
      type: 'text',
      validate: httpsOrEmpty,
    },
  ],
})

/** External addresses and marks of the frame, and the Web Analytics Italia site id. */
export const SiteSettings: GlobalConfig = {
  slug: 'siteSettings',
  label: 'Impostazioni del sito',
  access: { read: anyone, update: chiefEditors },
  admin: {
    group: 'Impostazioni',
    description: 'Indirizzi esterni, loghi istituzionali e statistiche del sito.',
  },
  hooks: { afterChange: [revalidateSiteOnGlobal('siteSettings')] },
  fields: [
    {
      name: 'reservedAreaUrl',
      label: 'Area riservata delle amministrazioni (Accedi)',
      type: 'text',
      validate: httpsOrEmpty,
      admin: {
        description: 'Il pulsante Accedi in alto a destra; senza indirizzo il pulsante non compare.',
      },
    },
    {
      name: 'accessibilityStatementUrl',
      label: 'Dichiarazione di accessibilità',
      type: 'text',
      validate: agidForm,
      admin: {
        description: 'L’indirizzo della dichiarazione pubblicata su form.agid.gov.it.',
      },
    },
    {
      name: 'statisticsUrl',
      label: 'Statistiche del sito',
      type: 'text',
      validate: httpsOrEmpty,
    },
    mark('italiaDomani', 'Marchio Italia Domani', 'Italia Domani'),
    mark('government', 'Marchio del Governo o del Dipartimento', 'Dipartimento per la trasformazione digitale'),
    {
      name: 'analyticsSiteId',
      label: 'Web Analytics Italia: ID del sito',
      type: 'text',
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && /^\d{1,9}$/.test(value)) ? true : 'L’ID del sito è un numero.',
      admin: {
        description:
          'Il numero assegnato da Web Analytics Italia. Vuoto: nessuna statistica raccolta. Le statistiche non usano cookie e rispettano Do Not Track.',
      },
    },
  ],
}

function agidForm(value: unknown): true | string {
  if (value == null || value === '') return true
  return typeof value === 'string' && /^https:\/\/form\.agid\.gov\.it\//.test(value)
    ? true
    : 'L’indirizzo deve iniziare con https://form.agid.gov.it/.'
}
