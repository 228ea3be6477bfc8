import { pageHeaderExamples } from '../../../blocks/PageHeader/examples'
import { richText } from '../../../blocks/RichText/examples'
import { stepperExamples } from '../../../blocks/Stepper/examples'
import { videoPlayerExamples } from '../../../blocks/VideoPlayer/examples'
import { daysAgo, stamps } from '../dates'
import { doc, h2, p } from '../../../content/lexical'
import type { Refs } from '../refs'
import type { Data } from '../seeder'

/** Demo pages showing the interactive block family. */
export function interactiveBlockPages(r: Refs): Data<'pages'>[] {
  return [
    {
      title: 'Esempi: blocchi interattivi',
      slug: 'esempi/blocchi-interattivi',
      customUpdateDate: daysAgo(5),
      nascondiValutazione: true,
      body: [
        {
          ...pageHeaderExamples.avviso,
          misura: r.misura('1.4.1 Esperienza dei servizi pubblici'),
          beneficiari: r.beneficiari('Comuni', 'Scuole'),
          updateDate: daysAgo(5),
        },
        richText(
          doc(
            p(
              'Questa pagina raccoglie i blocchi con cui il visitatore interagisce: l’intestazione con il pulsante per copiare il link, i video con la richiesta di consenso per YouTube e i passaggi numerati da aprire uno alla volta.',
            ),
          ),
        ),
        videoPlayerExamples.presentazione,
        videoPlayerExamples.webinar,
        videoPlayerExamples.tutorial,
        richText(doc(h2('Come aderire in cinque passaggi'))),
        stepperExamples.adesione,
        richText(doc(h2('I primi passaggi, tutti aperti'))),
        stepperExamples.esploso,
      ],
      ...stamps(30, 5),
    },
  ]
}
