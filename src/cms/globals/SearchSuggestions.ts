import type { GlobalConfig } from 'payload'
import { anyone, chiefEditors } from '../collections/access'
import { revalidateGlobalReaders } from '../hooks/revalidate'

/** Spec section 3, search suggestion: a title and items with a keyword. */
export const SearchSuggestions: GlobalConfig = {
  slug: 'searchSuggestions',
  label: 'Suggerimenti di ricerca',
  access: { read: anyone, update: chiefEditors },
  admin: {
    group: 'Impostazioni',
    description: 'Le parole proposte nella pagina Cerca quando il campo di ricerca è vuoto.',
  },
  hooks: { afterChange: [revalidateGlobalReaders('searchSuggestions')] },
  fields: [
    { name: 'title', label: 'Titolo dell’elenco', type: 'text', required: true, defaultValue: 'Ricerche frequenti' },
    {
      name: 'items',
      label: 'Suggerimenti',
      type: 'array',
      maxRows: 10,
      labels: { singular: 'Suggerimento', plural: 'Suggerimenti' },
      fields: [{ name: 'keyword', label: 'Parola chiave', type: 'text', required: true, maxLength: 80 }],
    },
  ],
}
