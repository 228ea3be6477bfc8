import { announcementsGridExamples } from '../../../blocks/AnnouncementsGrid/examples'
import { benefitsExamples } from '../../../blocks/Benefits/examples'
import { heroExamples } from '../../../blocks/Hero/examples'
import { timelineExamples } from '../../../blocks/Timeline/examples'
import type { BannerBlock, CardGridBlock } from '../../../payload-types'
import { daysAgo, stamps } from '../dates'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { entryPoints } from './home-entry-points'

const OPEN_DATA = '/open-data/progetti-e-risorse'

/** The programme in figures (demo values, as on the open data page), each card leading to the data. */
const figures: CardGridBlock = {
  blockType: 'cardGrid',
  id: 'in-cifre',
  title: 'Il programma in cifre',
  columns: '4',
  cardLayout: 'borderBottom',
  cardType: 'generic',
  cards: [
    { title: '58.430 progetti finanziati', text: 'Progetti ammessi a finanziamento dall’avvio del programma.', link: { href: OPEN_DATA, target: '_self' } },
    { title: '4,12 miliardi di euro assegnati', text: 'Risorse assegnate agli enti con l’accesso forfettario.', link: { href: OPEN_DATA, target: '_self' } },
    { title: '15.870 amministrazioni', text: 'Enti con almeno un progetto finanziato, in tutte le regioni.', link: { href: OPEN_DATA, target: '_self' } },
    { title: '7.412 comuni coinvolti', text: 'Più di nove comuni italiani su dieci partecipano al programma.', link: { href: OPEN_DATA, target: '_self' } },
  ],
}

const latestNews: CardGridBlock = {
  blockType: 'cardGrid',
  id: 'ultime-notizie',
  title: 'Ultime notizie',
  columns: '3',
  cardLayout: 'borderBottom',
  cardType: 'news',
  latest: 3,
}

export const newsletterCall: BannerBlock = {
  blockType: 'banner',
  title: 'Ricevi le novità del programma',
  text: 'Una email al mese con i nuovi avvisi, le scadenze e le notizie: iscriviti alla newsletter, puoi cancellarti quando vuoi.',
  button: { text: 'Iscriviti alla newsletter', href: '/novita/newsletter', target: '_self' },
  colour: 'primary',
}

export function home(r: Refs): Data<'pages'> {
  return {
    title: 'Home',
    slug: 'home',
    customUpdateDate: daysAgo(3),
    nascondiValutazione: true,
    body: [
      { ...heroExamples.home, image: r.media('mappa') },
      entryPoints,
      { ...announcementsGridExamples.tutti, id: 'avvisi-aperti', title: 'Avvisi aperti', onlyOpen: true, limit: 6, allAnnouncementsUrl: '/avvisi' },
      figures,
      latestNews,
      benefitsExamples.vantaggi,
      benefitsExamples.forfettario,
      timelineExamples.percorso,
      newsletterCall,
    ],
    ...stamps(500, 3),
  }
}
