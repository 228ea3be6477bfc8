import type { CardGridBlock } from '../../payload-types'
import { exampleMedia } from '../SingleImage/examples'

/**
 * Card grids with real content. The news, resource and guideline grids choose no
 * document, so they show the latest ones of their collection.
 */
export const cardGridExamples = {
  generic: {
    blockType: 'cardGrid',
    title: 'Da dove iniziare',
    columns: '3',
    cardLayout: 'bordered',
    cardType: 'generic',
    cards: [
      {
        title: 'Il programma',
        text: 'Obiettivi, misure e risorse per la trasformazione digitale delle amministrazioni pubbliche.',
        link: { href: '/il-programma', target: '_self' },
      },
      {
        title: 'Dati sull’avanzamento',
        text: 'Quanti enti hanno aderito, quanti progetti sono conclusi e quante risorse sono state erogate.',
        link: { href: '/open-data', target: '_self' },
      },
      {
        title: 'Supporto',
        text: 'Domande frequenti, guide e assistenza tecnica per chi presenta una candidatura o realizza un progetto.',
        link: { href: '/supporto', target: '_self' },
      },
    ],
  },
  service: {
    blockType: 'cardGrid',
    title: 'Servizi per le amministrazioni',
    columns: '2',
    cardLayout: 'bordered',
    cardType: 'service',
    cards: [
      {
        title: 'Assistenza tecnica',
        text: 'Scrivi al gruppo di supporto per problemi con la piattaforma, le candidature o la rendicontazione.',
        link: { href: '/supporto/assistenza-tecnica', target: '_self' },
      },
      {
        title: 'Domande frequenti',
        text: 'Le risposte alle domande più comuni su avvisi, progetti, verifiche e utilizzo della piattaforma.',
        link: { href: '/supporto/domande-frequenti', target: '_self' },
      },
    ],
  },
  attachment: {
    blockType: 'cardGrid',
    title: 'Documenti da scaricare',
    columns: '4',
    cardLayout: 'bordered',
    cardType: 'attachment',
    cards: [
      {
        title: 'Modello di dichiarazione di avvio attività',
        file: { url: '/cms-api/documents/file/modello-avvio-attivita.pdf', format: 'PDF', size: 184_320 },
      },
      {
        title: 'Modello di dichiarazione di conclusione attività',
        file: { url: '/cms-api/documents/file/modello-conclusione-attivita.pdf', format: 'PDF', size: 196_608 },
      },
      {
        title: 'Tabella dei costi standard per misura',
        file: { url: '/cms-api/documents/file/costi-standard-per-misura.xlsx', format: 'XLSX', size: 52_429 },
      },
      {
        title: 'Glossario del programma',
        file: { url: '/cms-api/documents/file/glossario-programma.pdf', format: 'PDF', size: 1_572_864 },
      },
    ],
  },
  image: {
    blockType: 'cardGrid',
    title: 'Il programma in immagini',
    columns: '2',
    cardLayout: 'clean',
    cardType: 'image',
    cards: [
      {
        title: 'Amministrazioni in tutta Italia',
        text: 'Comuni, scuole e aziende sanitarie di ogni regione partecipano al programma.',
        image: exampleMedia.mappa,
        link: { href: '/open-data', target: '_self' },
      },
      {
        title: 'Verso il cloud',
        text: 'Migrare servizi e dati su infrastrutture qualificate li rende più sicuri e affidabili.',
        image: exampleMedia.cloud,
        link: { href: '/il-programma', target: '_self' },
      },
    ],
  },
  news: {
    blockType: 'cardGrid',
    title: 'Ultime notizie',
    columns: '3',
    cardLayout: 'borderBottom',
    cardType: 'news',
    latest: 3,
  },
  resource: {
    blockType: 'cardGrid',
    title: 'Guide e risorse',
    columns: '3',
    cardLayout: 'bordered',
    cardType: 'resource',
    latest: 3,
  },
  guideline: {
    blockType: 'cardGrid',
    title: 'Linee guida',
    columns: '3',
    cardLayout: 'clean',
    cardType: 'guideline',
    latest: 3,
  },
} satisfies Record<string, CardGridBlock>
