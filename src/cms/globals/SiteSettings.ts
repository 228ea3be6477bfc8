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
      name: 'applyUrl',
      label: 'Piattaforma delle candidature (elenco degli avvisi)',
      type: 'text',
      validate: httpsOrEmpty,
      admin: {
        description: 'Dove porta «Candidati sulla piattaforma» di un avviso senza un indirizzo proprio, e i passi di «Come candidarsi».',
      },
    },
    {
      name: 'contactEmail',
      label: 'Email dei contatti del programma',
      type: 'email',
      admin: { description: 'L’indirizzo a cui scrivere, mostrato nelle pagine di supporto e degli avvisi.' },
    },
    {
      name: 'accessibilityStatementUrl',
      label: 'Dichiarazione di accessibilità',
      type: 'text',
      validate: statementAddress,
      admin: {
        description: 'La pagina del sito con la dichiarazione (es. /dichiarazione-di-accessibilita) o il suo indirizzo su form.agid.gov.it.',
      },
    },
    {
      name: 'owner',
      label: 'Dati del titolare del sito (nel piè di pagina)',
      type: 'group',
      admin: { description: 'Il nome è quello dell’intestazione (Impostazioni → Intestazione). Un campo vuoto non compare.' },
      fields: [
        { name: 'address', label: 'Indirizzo della sede', type: 'text', maxLength: 200 },
        { name: 'fiscalCode', label: 'Codice fiscale', type: 'text', validate: fiscalCode },
        { name: 'pec', label: 'PEC', type: 'email' },
      ],
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

/** A path of this site, or the statement published with AgID's form. */
function statementAddress(value: unknown): true | string {
  if (value == null || value === '') return true
  return typeof value === 'string' && (/^https:\/\/form\.agid\.gov\.it\//.test(value) || /^\/(?!\/)[a-z0-9\-/]*$/.test(value))
    ? true
    : 'Indica una pagina del sito (es. /dichiarazione-di-accessibilita) o un indirizzo che inizia con https://form.agid.gov.it/.'
}

/** An Italian fiscal code: 11 digits (a body) or 16 characters (a person). */
function fiscalCode(value: unknown): true | string {
  if (value == null || value === '') return true
  return typeof value === 'string' && /^(\d{11}|[A-Z0-9]{16})$/.test(value) ? true : 'Il codice fiscale ha 11 cifre (16 caratteri per una persona).'
}
