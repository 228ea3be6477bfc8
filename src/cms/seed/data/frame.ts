import { SEED_CONTEXT, type Seeder } from '../seeder'
import { ADDRESSES } from './addresses'
import { HEADER } from './header'

const row = (text: string, href: string, target: '_self' | '_blank' = '_self') => ({ link: { text, href, target } })

/** The owner of the site: name (header), seat, fiscal code and PEC (site settings, shown in the footer). */
export const OWNER = {
  name: 'Dipartimento per la trasformazione digitale',
  address: 'Largo Pietro di Brazzà 86, 00186 Roma',
  fiscalCode: '80188230587',
  pec: 'diptrasformazionedigitale@pec.governo.it',
}

const FOOTER = {
  columns: [{ title: 'Il programma', links: [row('Il programma', '/il-programma'), row('Novità', '/novita'), row('Cerca nel sito', '/cerca')] }],
  contactsTitle: 'Contatti',
  contacts: [row('Scrivi al programma', `mailto:${ADDRESSES.contactEmail}`), row('Chiedi assistenza', '/supporto')],
  social: [
    { network: 'linkedin' as const, url: 'https://www.linkedin.com/' },
    { network: 'youtube' as const, url: 'https://www.youtube.com/' },
  ],
  legalLinks: [
    { ...row('Informativa privacy', '/informativa-privacy'), element: 'privacy-policy-link' as const },
    { ...row('Note legali', '/note-legali'), element: 'legal-notes' as const },
    row('Mappa del sito', '/mappa-del-sito'),
  ],
}

/** The demo has no official files: the marks show their names as text until editors upload them. */
const SETTINGS = {
  reservedAreaUrl: ADDRESSES.reservedAreaUrl,
  applyUrl: ADDRESSES.applyUrl,
  contactEmail: ADDRESSES.contactEmail,
  accessibilityStatementUrl: '/dichiarazione-di-accessibilita',
  owner: { address: OWNER.address, fiscalCode: OWNER.fiscalCode, pec: OWNER.pec },
  statisticsUrl: 'https://webanalytics.italia.it/',
  italiaDomani: { name: 'Italia Domani', url: 'https://www.italiadomani.gov.it/' },
  government: { name: OWNER.name, url: 'https://innovazione.gov.it/' },
  analyticsSiteId: '',
}

/** The header, footer and site settings globals (overwritten on every run, like the search suggestions). */
export async function seedFrame(seeder: Seeder): Promise<void> {
  const { payload } = seeder
  await payload.updateGlobal({ slug: 'header', data: HEADER, context: SEED_CONTEXT })
  await payload.updateGlobal({ slug: 'footer', data: FOOTER, context: SEED_CONTEXT })
  await payload.updateGlobal({ slug: 'siteSettings', data: SETTINGS, context: SEED_CONTEXT })
}
