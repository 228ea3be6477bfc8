import type { SearchHeroBlock } from '../../payload-types'

export const searchHeroExamples = {
  completa: {
    blockType: 'searchHero',
    title: 'Trova quello che ti serve',
    description: 'Cerca tra notizie, domande frequenti, guide e avvisi del programma.',
    types: ['faq', 'news', 'resource', 'avviso'],
    showSuggestions: true,
  },
  semplice: {
    blockType: 'searchHero',
    title: 'Cerca nel sito',
    showSuggestions: false,
  },
} satisfies Record<string, SearchHeroBlock>
