import { ADDRESSES } from './addresses'
import { dayArticle, formatLongDate } from '../../../content/dates'
import { bold, doc, h2, h3, link, p, ul } from '../../../content/lexical'
import { daysAgo } from '../dates'
import type { Data } from '../seeder'
import { OWNER } from './frame'
import { SITE_LAUNCH_DAYS_AGO } from './figures'
import { landing } from './pages-sections'

/** AgID's form for reports to the Difensore civico per il digitale, and the model this page follows. */
const AGID_REPORT_FORM = 'https://form.agid.gov.it/'
const AGID_GUIDELINES = 'https://www.agid.gov.it/it/design-servizi/accessibilita/linee-guida-accessibilita-ict'

/** Days since the statement was written and since it was last reviewed. */
const WRITTEN = SITE_LAUNCH_DAYS_AGO
const REVIEWED = 12

const on = (days: number) => {
  const date = daysAgo(days)
  return `${dayArticle(date)}${formatLongDate(date)}`
}

/**
 * The accessibility statement, in the sections of AgID's model (linee guida sull'accessibilità,
 * allegato 1): conformity, non-accessible content, how it was drafted, feedback and contacts,
 * enforcement procedure, the site and the organisation.
 */
function statement() {
  return doc(
    p(
      `${OWNER.name} si impegna a rendere il proprio sito web accessibile, conformemente alla legge 9 gennaio 2004, n. 4, e al decreto legislativo 10 agosto 2018, n. 106, che ha recepito la direttiva (UE) 2016/2102 del Parlamento europeo e del Consiglio.`,
    ),
    p('La presente dichiarazione di accessibilità si applica al sito del programma PA digitale 2026.'),
    h2('Stato di conformità'),
    p('Questo sito è ', bold('parzialmente conforme'), ' ai requisiti previsti dall’allegato A alla norma UNI CEI EN 301549 (WCAG 2.1 livello AA), per i casi di non conformità elencati di seguito.'),
    h2('Contenuti non accessibili'),
    h3('Inosservanza della legge 4/2004'),
    ul(
      'alcuni documenti PDF caricati prima della pubblicazione del nuovo sito possono non avere la marcatura dei titoli e delle tabelle: li stiamo sostituendo con versioni accessibili;',
      'i video incorporati da YouTube possono avere sottotitoli generati automaticamente, non sempre corretti.',
    ),
    h3('Onere sproporzionato'),
    p('Nessun contenuto è escluso per onere sproporzionato.'),
    h3('Contenuti non soggetti alla normativa'),
    p('I documenti dell’archivio storico pubblicati prima del 23 settembre 2018 e non necessari ai procedimenti in corso.'),
    h2('Redazione della dichiarazione di accessibilità'),
    p(`La presente dichiarazione è stata redatta ${on(WRITTEN)} sulla base di un’autovalutazione effettuata direttamente dal soggetto erogatore, con verifiche automatiche (axe, pa11y, Nu Html Checker) su tutte le pagine della mappa del sito e con prove manuali da tastiera, con lettore di schermo e a 320 pixel di larghezza.`),
    p(`La dichiarazione è stata riesaminata l’ultima volta ${on(REVIEWED)}.`),
    h2('Meccanismo di feedback e informazioni di contatto'),
    p(
      'Per segnalare un contenuto non accessibile o chiedere le informazioni di un contenuto in una forma accessibile scrivi a ',
      link(`mailto:${ADDRESSES.contactEmail}`, ADDRESSES.contactEmail),
      ', indicando la pagina e il problema: ti risponderemo entro 30 giorni. Puoi anche usare il modulo di ',
      link('/supporto/richiedi-assistenza', 'richiesta di assistenza'),
      '.',
    ),
    p(`Il responsabile dell’accessibilità è il responsabile per la transizione al digitale di ${OWNER.name}, raggiungibile alla PEC `, link(`mailto:${OWNER.pec}`, OWNER.pec), '.'),
    h2('Modalità di invio delle segnalazioni all’AgID'),
    p(
      'In caso di risposta insoddisfacente o di mancata risposta entro 30 giorni dalla segnalazione, puoi inviare una segnalazione al Difensore civico per il digitale con il ',
      link(AGID_REPORT_FORM, 'modulo dell’Agenzia per l’Italia digitale (AgID)'),
      ', come previsto dall’articolo 3-quinquies della legge 4/2004.',
    ),
    h2('Informazioni sul sito'),
    ul(
      `data di pubblicazione del sito: ${formatLongDate(daysAgo(SITE_LAUNCH_DAYS_AGO))};`,
      'sono stati effettuati test di usabilità con referenti di comuni, scuole, aziende sanitarie e con fornitori, durante la progettazione partecipata;',
      'sistema di gestione dei contenuti: Payload CMS 3 con Next.js, modelli di Bootstrap Italia 2.',
    ),
    h2('Informazioni sulla struttura'),
    ul(
      'il personale con disabilità in servizio e le postazioni di lavoro dedicate sono indicati nella dichiarazione pubblicata sul sito di AgID;',
      ['le linee guida di riferimento sono le ', link(AGID_GUIDELINES, 'Linee guida sull’accessibilità degli strumenti informatici'), ' di AgID.'],
    ),
  )
}

export function accessibilityStatement(): Data<'pages'> {
  return landing({
    slug: 'dichiarazione-di-accessibilita',
    title: 'Dichiarazione di accessibilità',
    intro: 'Lo stato di accessibilità del sito, i contenuti non ancora accessibili e come segnalarci un problema.',
    content: statement(),
    updated: REVIEWED,
  })
}
