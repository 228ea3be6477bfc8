import { ADDRESSES } from './addresses'
import { richText } from '../../../blocks/RichText/examples'
import { daysAgo, PROGRAMME_START, stamps } from '../dates'
import { chartsDataset } from './datis-charts'
import { advancementTable, FIGURES } from './figures'
import { sourcedDataset } from './datis-sources'
import { doc, link, p } from '../../../content/lexical'
import type { Refs } from '../refs'
import type { Data } from '../seeder'

export function datis(r: Refs): Data<'datis'>[] {
  return [
    {
      title: 'Avanzamento del programma',
      slug: 'avanzamento-del-programma',
      summary: 'Candidature, progetti finanziati e risorse assegnate per misura, aggiornati ogni mese.',
      description: doc(p(`Per ogni misura: candidature ricevute, progetti ammessi a finanziamento e risorse assegnate, al ${FIGURES.date}. Sono dati dimostrativi, arrotondati, coerenti con la pagina «Progetti e risorse del programma»: non sono i dati ufficiali del programma.`)),
      licenza: 'CC BY 4.0',
      paroleChiave: 'PNRR, PA digitale, misure, candidature, progetti finanziati, risorse',
      coperturaDal: PROGRAMME_START,
      customUpdateDate: daysAgo(14),
      body: [
        { blockType: 'singleImage', image: r.media('dati'), didascalia: 'Andamento dei progetti finanziati dall’avvio del programma.' },
        richText(
          doc(
            p(`La tabella riassume lo stato di avanzamento per misura al ${FIGURES.date}. I valori sono dimostrativi e arrotondati; i dati ufficiali del PNRR sono pubblicati su `, link('https://www.italiadomani.gov.it/', 'Italia Domani'), '.'),
            p('Puoi riutilizzare i dati citando la fonte, secondo la licenza indicata. I dati del programma sono anche nel ', link(ADDRESSES.openDataRepository, 'repository degli open data di PA digitale 2026'), '; per domande scrivi a ', link(`mailto:${ADDRESSES.contactEmail}`, ADDRESSES.contactEmail), '.'),
          ),
        ),
        advancementTable(),
      ],
      ...stamps(300, 14),
    },
    chartsDataset(),
    sourcedDataset(),
  ]
}
