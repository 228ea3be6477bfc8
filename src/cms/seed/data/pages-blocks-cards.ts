import { announcementsGridExamples } from '../../../blocks/AnnouncementsGrid/examples'
import { cardGridExamples } from '../../../blocks/CardGrid/examples'
import { sectionHero } from '../../../blocks/Hero/examples'
import { daysAgo, stamps } from '../dates'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { withSeededFiles } from './documents'

/**
 * Demo page of the cards family. News, resource and guideline grids show the latest
 * documents (pages are seeded before those collections, so they cannot be chosen by id).
 * The second announcements grid filters on a promoting body whose only avviso is closed.
 */
export function cardsBlockPages(r: Refs): Data<'pages'>[] {
  const { generic, service, attachment, image, news, resource, guideline } = cardGridExamples
  return [
    {
      title: 'Esempi: schede e avvisi',
      slug: 'esempi/schede',
      customUpdateDate: daysAgo(1),
      nascondiValutazione: true,
      body: [
        sectionHero(
          'Esempi: schede e avvisi',
          'Le griglie di schede del sito: contenuti scritti a mano, notizie, risorse, linee guida, documenti da scaricare e avvisi di finanziamento.',
        ),
        generic,
        news,
        guideline,
        service,
        withSeededFiles(attachment),
        { ...image, cards: image.cards.map((card, i) => ({ ...card, image: r.media(i === 0 ? 'mappa' : 'cloud') })) },
        resource,
        { ...announcementsGridExamples.tutti, limit: 5 },
        { ...announcementsGridExamples.soloChiusi, entePromotore: r.promotore('Dipartimento della funzione pubblica') },
      ],
      ...stamps(20, 1),
    },
  ]
}
