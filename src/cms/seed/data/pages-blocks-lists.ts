import { datedListExamples } from '../../../blocks/DatedList/examples'
import { faqListExamples } from '../../../blocks/FaqList/examples'
import { sectionHero } from '../../../blocks/Hero/examples'
import { linkListExamples } from '../../../blocks/LinkList/examples'
import { newsListExamples } from '../../../blocks/NewsList/examples'
import { updatesListExamples } from '../../../blocks/UpdatesList/examples'
import { daysAgo, stamps } from '../dates'
import type { Refs } from '../refs'
import type { Data } from '../seeder'

/** Demo pages showing the lists block family; block ids are fixed so that `#<id>-<page>` is stable. */
export function listsBlockPages(_r: Refs): Data<'pages'>[] {
  return [
    {
      title: 'Esempi: elenchi e paginazione',
      slug: 'esempi/elenchi',
      customUpdateDate: daysAgo(2),
      nascondiValutazione: true,
      body: [
        sectionHero(
          'Esempi: elenchi e paginazione',
          'Elenchi di scadenze, collegamenti, domande frequenti, aggiornamenti e notizie. Quando un elenco è lungo si divide in pagine: la pagina scelta resta nell’indirizzo, così si può condividere o ricaricare.',
        ),
        datedListExamples.scadenze,
        linkListExamples.collegamenti,
        faqListExamples.generali,
        updatesListExamples.tutti,
        updatesListExamples.ultimi,
        faqListExamples.vuota,
        newsListExamples.ultime,
        newsListExamples.tutte,
      ],
      ...stamps(30, 2),
    },
  ]
}
