import { faqSearchExamples } from '../../../blocks/FaqSearch/examples'
import { sectionHero } from '../../../blocks/Hero/examples'
import { richText } from '../../../blocks/RichText/examples'
import { searchHeroExamples } from '../../../blocks/SearchHero/examples'
import { daysAgo, stamps } from '../dates'
import { doc, link, p } from '../../../content/lexical'
import { SEED_CONTEXT, type Data, type Seeder } from '../seeder'

/** The editors' suggestions shown by the empty search field on /cerca. */
const SEARCH_SUGGESTIONS = {
  title: 'Ricerche frequenti',
  items: ['migrazione al cloud', 'pagoPA', 'rendicontazione', 'identità digitale', 'città metropolitane'].map((keyword) => ({ keyword })),
}

/** A FAQ with words the search tests rely on (accents, plurals, long words). */
function searchFaqs(): Data<'faqs'>[] {
  return [
    {
      title: 'Le spese di connettività delle città metropolitane sono ammissibili?',
      slug: 'connettivita-citta-metropolitane',
      category: 'misure-e-avvisi',
      customUpdateDate: daysAgo(8),
      nascondiValutazione: false,
      body: [
        richText(
          doc(
            p(
              'Sì, quando la connettività serve a raggiungere l’obiettivo del progetto: per esempio il collegamento delle sedi che ospitano i servizi migrati. Le città metropolitane indicano la spesa nel piano e la rendicontano con il resto dell’intervento.',
            ),
            p('Restano escluse le utenze ordinarie, che l’ente pagherebbe comunque anche senza il finanziamento.'),
          ),
        ),
      ],
      ...stamps(30, 8),
    },
  ]
}

/** The FAQ instant search demo page. */
export function searchPages(): Data<'pages'>[] {
  return [
    {
      title: 'Ricerca nelle domande frequenti',
      slug: 'esempi/ricerca',
      customUpdateDate: daysAgo(2),
      nascondiValutazione: true,
      body: [
        sectionHero('Ricerca nelle domande frequenti', 'Trova la risposta mentre scrivi la domanda.'),
        richText(
          doc(
            p(
              'Il blocco qui sotto cerca solo tra le domande frequenti e mostra i risultati già dal terzo carattere. Per cercare in tutto il sito usa la pagina ',
              link('/cerca', 'Cerca nel sito'),
              '.',
            ),
          ),
        ),
        faqSearchExamples.base,
        richText(doc(p('Il blocco di ricerca in evidenza porta invece alla pagina Cerca, con i filtri per tipo di contenuto e i suggerimenti della redazione.'))),
        searchHeroExamples.completa,
      ],
      ...stamps(2),
    },
  ]
}

/** Search data that is not a page: the demo FAQ and the suggestions global. */
export async function seedSearch(seeder: Seeder): Promise<void> {
  for (const faq of searchFaqs()) await seeder.upsert('faqs', 'slug', faq)
  await seeder.payload.updateGlobal({ slug: 'searchSuggestions', data: SEARCH_SUGGESTIONS, context: SEED_CONTEXT })
}
