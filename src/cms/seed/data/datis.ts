import { richText } from '../../../blocks/RichText/examples'
import { table } from '../../../blocks/Table/examples'
import { daysAgo, PROGRAMME_START, stamps } from '../dates'
import { chartsDataset } from './datis-charts'
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
      description: doc(p('Per ogni misura: candidature ricevute, progetti ammessi a finanziamento e risorse assegnate. I valori sono arrotondati e dimostrativi.')),
      licenza: 'CC BY 4.0',
      paroleChiave: 'PNRR, PA digitale, misure, candidature, progetti finanziati, risorse',
      coperturaDal: PROGRAMME_START,
      customUpdateDate: daysAgo(14),
      body: [
        { blockType: 'singleImage', image: r.media('dati'), didascalia: 'Andamento dei progetti finanziati dall’avvio del programma.' },
        richText(
          doc(
            p('La tabella riassume lo stato di avanzamento per misura. I valori sono arrotondati e hanno scopo dimostrativo.'),
            p('Puoi riutilizzare i dati citando la fonte, secondo la licenza indicata. Per domande scrivi a ', link('mailto:opendata@example.it', 'opendata@example.it'), '.'),
          ),
        ),
        table('Avanzamento per misura (dati dimostrativi)', ['Misura', 'Candidature', 'Progetti finanziati', 'Risorse assegnate'], [
          ['1.2 Abilitazione e facilitazione migrazione al Cloud', '13.420', '12.980', '985.000.000 €'],
          ['1.4.1 Esperienza dei servizi pubblici', '11.870', '11.200', '790.000.000 €'],
          ['1.4.3 Adozione pagoPA', '8.930', '8.610', '410.000.000 €'],
          ['1.4.3 Adozione app IO', '8.450', '8.120', '160.000.000 €'],
          ['1.4.4 Adozione identità digitale', '7.640', '7.300', '120.000.000 €'],
          ['2.2.3 Digitalizzazione delle procedure SUAP e SUE', '2.150', '1.870', '210.000.000 €'],
        ]),
      ],
      ...stamps(300, 14),
    },
    chartsDataset(),
    sourcedDataset(),
  ]
}
