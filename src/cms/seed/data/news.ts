import { richText } from '../../../blocks/RichText/examples'
import { daysAgo, stamps } from '../dates'
import { bold, doc, link, p, ul, type EditorState } from '../../../content/lexical'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import type { ImageKey } from './images'
import { figureText, FIGURES, SITE_LAUNCH_DAYS_AGO } from './figures'
import { NEWS_ARCHIVE } from './news-archive'

export type NewsInput = {
  title: string
  slug: string
  summary: string
  category: string
  daysAgo: number
  body: EditorState
  externalLink?: string
  image?: ImageKey
}

const NEWS: NewsInput[] = [
  {
    title: 'Nuovi avvisi per i servizi digitali dei comuni',
    slug: 'nuovi-avvisi-servizi-digitali-comuni',
    summary: 'Aperte le candidature per migliorare siti e servizi online dei comuni: contributi forfettari in base alla popolazione.',
    category: 'Avvisi',
    daysAgo: 5,
    image: 'servizi',
    body: doc(
      p('Da oggi i comuni possono candidarsi ai nuovi avvisi dedicati all’esperienza dei servizi pubblici digitali. Le risorse finanziano il rinnovo del sito istituzionale e la digitalizzazione dei servizi più richiesti dai cittadini.'),
      p('Il contributo è ', bold('forfettario'), ' e dipende dalla fascia di popolazione del comune. Non è richiesta la rendicontazione delle singole spese.'),
      p('Tutti i dettagli sono nella sezione ', link('/novita', 'Novità'), '.'),
    ),
  },
  {
    title: `I numeri del programma: ${figureText.projectsRounded} progetti finanziati`,
    slug: 'numeri-del-programma',
    summary: `Comuni, scuole e aziende sanitarie: a che punto è il programma al ${FIGURES.date}.`,
    category: 'Dati',
    daysAgo: 28,
    image: 'dati',
    body: doc(
      p(`Al ${FIGURES.date}, a cinque anni dall’avvio, il programma ha finanziato ${figureText.projects} progetti in tutte le regioni italiane. Gran parte riguarda la migrazione al cloud e l’adozione delle piattaforme nazionali.`),
      ul(
        `${figureText.billions} miliardi di euro assegnati agli enti;`,
        `${figureText.administrations} amministrazioni con almeno un progetto finanziato;`,
        `${figureText.municipalities} comuni coinvolti in almeno una misura.`,
      ),
      p('I dati completi, per misura e per regione, sono nelle pagine ', link('/open-data/progetti-e-risorse', 'Progetti e risorse del programma'), ' e ', link('/open-data/avanzamento-del-programma', 'Avanzamento del programma'), '.'),
    ),
  },
  {
    title: 'Il nuovo sito, progettato con chi lo usa',
    slug: 'nuovo-sito-progettato-con-chi-lo-usa',
    summary: 'Il sito è stato ridisegnato dopo un percorso di progettazione partecipata con amministrazioni e fornitori.',
    category: 'Novità',
    daysAgo: SITE_LAUNCH_DAYS_AGO,
    image: 'mappa',
    body: doc(
      p('Il sito si presenta con una nuova struttura, più semplice da consultare. Il lavoro è partito da interviste e test con referenti di comuni, scuole e aziende sanitarie, e con i fornitori che realizzano i progetti.'),
      p('Le domande frequenti ora sono divise per argomento, la ricerca copre tutti i contenuti e ogni pagina si può valutare per aiutarci a migliorarla.'),
    ),
  },
  {
    title: 'Webinar: prepararsi alla verifica degli obiettivi',
    slug: 'webinar-verifica-obiettivi',
    summary: 'Un incontro online per capire come dimostrare il raggiungimento degli obiettivi e ottenere il contributo.',
    category: 'Eventi',
    daysAgo: 75,
    image: 'rete',
    body: doc(
      p('Il webinar è rivolto ai referenti degli enti che stanno concludendo un progetto. Spiegheremo quali verifiche vengono svolte e quali errori evitare nella richiesta di erogazione.'),
      p('La registrazione resta disponibile nella sezione ', link('/guide-e-risorse', 'Guide e risorse'), '.'),
    ),
  },
  {
    title: 'Sicurezza informatica: le raccomandazioni per gli enti locali',
    slug: 'raccomandazioni-sicurezza-enti-locali',
    summary: 'Le indicazioni dell’Agenzia per la cybersicurezza nazionale per proteggere i servizi digitali dei comuni.',
    category: 'Approfondimenti',
    daysAgo: 110,
    image: 'cloud',
    externalLink: 'https://www.acn.gov.it/',
    body: doc(
      p('L’Agenzia per la cybersicurezza nazionale ha pubblicato indicazioni pratiche per gli enti locali: aggiornamenti regolari, autenticazione a più fattori e copie di sicurezza verificate.'),
      p('Il testo completo è disponibile sul sito dell’Agenzia.'),
    ),
  },
  {
    title: 'Scuole digitali: completati i primi progetti',
    slug: 'scuole-digitali-primi-progetti',
    summary: 'Le prime scuole hanno concluso il passaggio al cloud e pubblicato il nuovo sito: tre storie dai territori.',
    category: 'Storie',
    daysAgo: 150,
    image: 'cloud',
    body: doc(
      p('Un istituto comprensivo in Puglia, un liceo in Piemonte e una scuola dell’infanzia in Toscana raccontano come hanno portato in cloud i propri servizi e rinnovato il sito.'),
      p('In tutti e tre i casi il lavoro è durato pochi mesi e le famiglie ora trovano online modulistica, circolari e avvisi.'),
    ),
  },
]

export function news(r: Refs): Data<'news'>[] {
  return [...NEWS, ...NEWS_ARCHIVE].map((n) => ({
    title: n.title,
    slug: n.slug,
    summary: n.summary,
    category: n.category,
    customUpdateDate: daysAgo(n.daysAgo),
    externalLink: n.externalLink ?? null,
    image: n.image ? r.media(n.image) : null,
    body: [richText(n.body)],
    ...stamps(n.daysAgo),
  }))
}
