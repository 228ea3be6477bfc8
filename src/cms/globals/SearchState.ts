import type { GlobalConfig } from 'payload'
import { admins, nobody } from '../collections/access'

/**
 * The content version the search index follows: changed by the revalidation hook on
 * every content change, read by each server instance at most every 2 seconds.
 */
export const SearchState: GlobalConfig = {
  slug: 'searchState',
  label: 'Stato della ricerca',
  access: { read: admins, update: nobody },
  admin: { hidden: true },
  fields: [{ name: 'version', label: 'Versione dei contenuti', type: 'text' }],
}
