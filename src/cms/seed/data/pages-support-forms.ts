import { supportRequestFormExamples } from '../../../blocks/SupportRequestForm/examples'
import { richText } from '../../../blocks/RichText/examples'
import { territoryFormExamples } from '../../../blocks/TerritoryForm/examples'
import { daysAgo, stamps } from '../dates'
import { doc, p } from '../../../content/lexical'
import type { Data } from '../seeder'

/** The two support forms, each on its own page under /supporto. */
export function supportFormPages(): Data<'pages'>[] {
  return [
    {
      title: 'Richiedi assistenza',
      slug: 'supporto/richiedi-assistenza',
      customUpdateDate: daysAgo(3),
      nascondiValutazione: true,
      body: [
        richText(
          doc(
            p('Hai un problema con la piattaforma, una domanda su una candidatura o sulla rendicontazione? Prima di scriverci consulta le domande frequenti: molte risposte sono già lì.'),
          ),
        ),
        supportRequestFormExamples.assistenza,
      ],
      ...stamps(20, 3),
    },
    {
      title: 'Contatta il territorio',
      slug: 'supporto/contatta-il-territorio',
      customUpdateDate: daysAgo(3),
      nascondiValutazione: true,
      body: [
        richText(doc(p('I referenti territoriali affiancano gli enti della loro area nella scelta degli avvisi e nella realizzazione dei progetti.'))),
        territoryFormExamples.contatto,
      ],
      ...stamps(20, 3),
    },
  ]
}
