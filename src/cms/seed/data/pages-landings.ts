import { announcementsGridExamples } from '../../../blocks/AnnouncementsGrid/examples'
import { cardGridExamples } from '../../../blocks/CardGrid/examples'
import { faqSearchExamples } from '../../../blocks/FaqSearch/examples'
import { heroExamples, sectionHero } from '../../../blocks/Hero/examples'
import { newsListExamples } from '../../../blocks/NewsList/examples'
import { updatesListExamples } from '../../../blocks/UpdatesList/examples'
import { FAQ_CATEGORIES, FAQ_PREFIX } from '../../../content/paths'
import type { BannerBlock, CardGridBlock } from '../../../payload-types'
import { daysAgo, stamps } from '../dates'
import type { Data } from '../seeder'
import { withSeededFiles } from './documents'
import { newsletterCall } from './pages-home'

type Body = NonNullable<Data<'pages'>['body']>

function section(slug: string, title: string, updated: number, body: Body): Data<'pages'> {
  return { title, slug, customUpdateDate: daysAgo(updated), nascondiValutazione: false, body, ...stamps(450, updated) }
}

/** Where the FAQ pages, their index and the support pages send a visitor who still needs help. */
export const askForHelp: BannerBlock = {
  blockType: 'banner',
  title: 'Non hai trovato la risposta?',
  text: 'Scrivi al gruppo di assistenza: rispondiamo all’indirizzo email che indichi, di solito entro due giorni lavorativi.',
  button: { text: 'Chiedi assistenza', href: '/supporto/richiedi-assistenza', target: '_self' },
  colour: 'light',
}

const downloads: CardGridBlock = { ...withSeededFiles(cardGridExamples.attachment), id: 'modelli', title: 'Modelli e documenti da scaricare' }

function notizie(): Data<'pages'> {
  return section('notizie', 'Notizie', 6, [heroExamples.notizie, { ...newsListExamples.tutte, id: 'elenco-notizie' }, newsletterCall])
}

function guide(): Data<'pages'> {
  return section('guide-e-risorse', 'Guide e risorse', 18, [
    sectionHero('Guide e risorse', 'Manuali, modelli e linee guida per preparare la candidatura e realizzare i progetti.'),
    { ...cardGridExamples.resource, id: 'guide', title: 'Guide', latest: 12 },
    { ...cardGridExamples.guideline, id: 'linee-guida', title: 'Linee guida', latest: 12 },
    downloads,
  ])
}

function novita(): Data<'pages'> {
  return section('novita', 'Novità', 2, [
    sectionHero('Novità', 'Gli avvisi aperti, gli aggiornamenti operativi e le ultime notizie del programma, in un solo posto.'),
    { ...announcementsGridExamples.tutti, id: 'avvisi', title: 'Avvisi aperti', onlyOpen: true },
    { ...updatesListExamples.ultimi, id: 'novita-aggiornamenti', title: 'Ultimi aggiornamenti' },
    { ...newsListExamples.ultime, id: 'novita-notizie', title: 'Ultime notizie' },
    newsletterCall,
  ])
}

const HELP_CARDS: CardGridBlock = {
  blockType: 'cardGrid',
  id: 'come-aiutarti',
  title: 'Come possiamo aiutarti',
  // One card per way to get help (issue 39: two pairs of cards led to the same help twice).
  columns: '2',
  cardLayout: 'bordered',
  cardType: 'service',
  cards: [
    { title: 'Richiedi assistenza tecnica', text: 'Un problema sulla piattaforma, una domanda sulla candidatura o sulle verifiche: compila il modulo, il gruppo di assistenza ti risponde via email.', link: { href: '/supporto/richiedi-assistenza', target: '_self' } },
    { title: 'Contatta il referente del territorio', text: 'I referenti delle aree territoriali affiancano il tuo ente nella scelta degli avvisi e nei progetti: scrivi a quello della tua area.', link: { href: '/supporto/contatta-il-territorio', target: '_self' } },
    { title: 'Domande frequenti', text: 'Le risposte alle domande più comuni, divise per argomento, con la ricerca istantanea.', link: { href: `/${FAQ_PREFIX}`, target: '_self' } },
    { title: 'Come candidarsi', text: 'I passaggi per presentare la candidatura del tuo ente, dalla registrazione alla firma.', link: { href: '/supporto/come-candidarsi', target: '_self' } },
  ],
}

function supporto(): Data<'pages'> {
  return section('supporto', 'Supporto', 9, [
    sectionHero('Supporto', 'Assistenza tecnica, referenti sul territorio e risposte alle domande più comuni.'),
    HELP_CARDS,
  ])
}

function faqIndex(): Data<'pages'> {
  return section(FAQ_PREFIX, 'Domande frequenti', 5, [
    sectionHero('Domande frequenti', 'Le risposte alle domande più comuni su misure, avvisi, piattaforma e rendicontazione, divise per argomento.'),
    { ...faqSearchExamples.base, id: 'cerca-faq' },
  ])
}

/** One page per FAQ category, so that the category crumb of every FAQ leads somewhere. */
function faqCategories(): Data<'pages'>[] {
  return FAQ_CATEGORIES.map((category) =>
    section(`${FAQ_PREFIX}/${category.value}`, category.label, 5, [
      sectionHero(category.label, `Le domande frequenti sull’argomento «${category.label}».`),
      { blockType: 'faqList', id: `faq-${category.value}-elenco`, title: 'Le domande', source: 'categoria', category: category.value, pageSize: 10 },
      askForHelp,
    ]),
  )
}

export function sectionLandings(): Data<'pages'>[] {
  return [notizie(), guide(), novita(), supporto(), faqIndex(), ...faqCategories()]
}
