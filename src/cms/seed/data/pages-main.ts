import { heroExamples } from '../../../blocks/Hero/examples'
import { home } from './pages-home'
import { richTextExamples } from '../../../blocks/RichText/examples'
import { singleImageExamples } from '../../../blocks/SingleImage/examples'
import { daysAgo, stamps } from '../dates'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { deadlineAlert } from './alerts'
import { programmeSteps } from './figures'

/** The generic page that uses every starter block. */
function programma(r: Refs): Data<'pages'> {
  return {
    title: 'Il programma',
    slug: 'il-programma',
    category: 'Programma',
    misura: r.misura('1.4.1 Esperienza dei servizi pubblici'),
    beneficiari: r.beneficiari('Comuni', 'Scuole', 'ASL e Aziende ospedaliere', 'Regioni e Province autonome'),
    customUpdateDate: daysAgo(12),
    nascondiValutazione: false,
    body: [
      { ...heroExamples.programma, image: r.media('mappa'), updateDate: daysAgo(12) },
      richTextExamples.presentazione,
      richTextExamples.comeFunziona,
      deadlineAlert(),
      programmeSteps(),
      { ...singleImageExamples.cloud, image: r.media('cloud') },
    ],
    ...stamps(480, 12),
  }
}

export function mainPages(r: Refs): Data<'pages'>[] {
  return [home(r), programma(r)]
}
