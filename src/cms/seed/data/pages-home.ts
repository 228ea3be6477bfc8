import { announcementsGridExamples } from '../../../blocks/AnnouncementsGrid/examples'
import { benefitsExamples } from '../../../blocks/Benefits/examples'
import { heroExamples } from '../../../blocks/Hero/examples'
import type { BannerBlock, CardGridBlock } from '../../../payload-types'
import { figuresCards, programmeTimeline } from './figures'
import { daysAgo, stamps } from '../dates'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { entryPoints } from './home-entry-points'

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
      { ...announcementsGridExamples.tutti, id: 'avvisi-aperti', title: 'Avvisi aperti', onlyOpen: true, limit: 6, allAnnouncementsUrl: '/avvisi?stato=aperto' },
      figuresCards(),
      latestNews,
      benefitsExamples.vantaggi,
      benefitsExamples.forfettario,
      programmeTimeline(),
      newsletterCall,
    ],
    ...stamps(500, 3),
  }
}
