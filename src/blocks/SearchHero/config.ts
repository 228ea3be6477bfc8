import type { Block } from 'payload'
import { CONTENT_TYPE_LABELS, FILTER_TYPES } from '@/integrations/search/types'

/** Spec section 2, search hero: a search field leading to /cerca, with type filters and the editors' suggestions. */
export const SearchHeroBlock: Block = {
  slug: 'searchHero',
  interfaceName: 'SearchHeroBlock',
  labels: { singular: 'Ricerca in evidenza', plural: 'Ricerche in evidenza' },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true, defaultValue: 'Cerca nel sito' },
    { name: 'description', label: 'Descrizione', type: 'textarea' },
    {
      name: 'types',
      label: 'Filtri per tipo di contenuto',
      type: 'select',
      hasMany: true,
      options: FILTER_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] })),
      admin: { description: 'I tipi proposti come caselle da spuntare; nessuno: la ricerca è su tutto il sito.' },
    },
    {
      name: 'showSuggestions',
      label: 'Mostra i suggerimenti di ricerca',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Le parole di Impostazioni › Suggerimenti di ricerca, come collegamenti alla ricerca.' },
    },
  ],
}
