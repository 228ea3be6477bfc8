import type { CardGridBlock } from '../../../payload-types'
import { buildPdf } from '../files/pdf'
import { buildXlsx } from '../files/xlsx'

/** Downloadable demo documents: the seed generates each file, so every attachment link works. */
type DocumentSpec =
  | { name: string; title: string; kind: 'pdf'; paragraphs: string[] }
  | { name: string; title: string; kind: 'xlsx'; sheet: string; rows: (string | number)[][] }

const DEMO = 'Documento dimostrativo: il contenuto è un esempio e non ha valore ufficiale.'

export const DOCUMENTS: DocumentSpec[] = [
  {
    name: 'linee-guida-migrazione-cloud.pdf',
    title: 'Linee guida per la migrazione al cloud degli enti locali',
    kind: 'pdf',
    paragraphs: [
      DEMO,
      'Queste linee guida aiutano gli enti locali a scegliere come portare i propri servizi in cloud: trasferimento così com’è, aggiornamento dell’applicazione o passaggio a un servizio SaaS qualificato.',
      'Per ogni modalità sono indicati i tempi tipici, le verifiche richieste al termine e gli errori più comuni da evitare.',
    ],
  },
  {
    name: 'manuale-operativo-piattaforma.pdf',
    title: 'Manuale operativo della piattaforma per le candidature',
    kind: 'pdf',
    paragraphs: [
      DEMO,
      'Il manuale descrive, schermata per schermata, come registrare l’ente, aggiungere gli utenti che lavoreranno alle candidature e inviare la domanda firmata.',
      'Nell’ultima parte trovi le risposte ai messaggi di errore più frequenti della piattaforma.',
    ],
  },
  {
    name: 'regole-verifica-obiettivi.pdf',
    title: 'Regole per la verifica degli obiettivi e l’erogazione forfettaria',
    kind: 'pdf',
    paragraphs: [
      DEMO,
      'Il contributo forfettario viene erogato quando l’ente dimostra di aver raggiunto gli obiettivi previsti dall’avviso, senza rendicontare le singole spese.',
      'Il documento elenca, per ciascuna misura, le evidenze da caricare e i controlli svolti prima del pagamento.',
    ],
  },
  {
    name: 'modello-avvio-attivita.pdf',
    title: 'Modello di comunicazione di avvio delle attività',
    kind: 'pdf',
    paragraphs: [DEMO, 'Da compilare e caricare in piattaforma entro la data indicata nell’avviso, con la data effettiva di inizio dei lavori e il fornitore incaricato.'],
  },
  {
    name: 'modello-conclusione-attivita.pdf',
    title: 'Modello di comunicazione di conclusione delle attività',
    kind: 'pdf',
    paragraphs: [DEMO, 'Da compilare al termine del progetto per chiedere la verifica degli obiettivi e l’erogazione del contributo.'],
  },
  {
    name: 'costi-standard-per-misura.xlsx',
    title: 'Importi forfettari per misura e fascia di popolazione',
    kind: 'xlsx',
    sheet: 'Importi',
    rows: [
      ['Misura', 'Fascia di popolazione', 'Importo (euro)'],
      ['1.4.1 Esperienza dei servizi pubblici', 'fino a 5.000 abitanti', 79922],
      ['1.4.1 Esperienza dei servizi pubblici', 'da 5.001 a 20.000 abitanti', 155234],
      ['1.4.3 Adozione pagoPA', 'fino a 5.000 abitanti', 6400],
      ['1.4.3 Adozione app IO', 'fino a 5.000 abitanti', 2800],
      ['1.2 Migrazione al cloud', 'fino a 5.000 abitanti', 47427],
    ],
  },
  {
    name: 'glossario-programma.pdf',
    title: 'Glossario del programma',
    kind: 'pdf',
    paragraphs: [
      DEMO,
      'Asseverazione: la verifica tecnica che conferma il raggiungimento degli obiettivi di un progetto.',
      'Codice IPA: il codice che identifica ogni amministrazione nell’Indice dei domicili digitali della PA.',
      'Contributo forfettario: un importo stabilito in anticipo, erogato a obiettivo raggiunto.',
    ],
  },
]

export function documentBytes(spec: DocumentSpec): Buffer {
  return spec.kind === 'pdf' ? buildPdf(spec.title, spec.paragraphs) : buildXlsx(spec.sheet, spec.rows)
}

export const DOCUMENT_MIME = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

/** Where a seeded document is served, its format and its real size: what an attachment link shows. */
export function documentFile(name: string): { url: string; format: string; size: number } {
  const spec = DOCUMENTS.find((d) => d.name === name)
  if (!spec) throw new Error(`Seed: documento sconosciuto "${name}"`)
  return { url: `/cms-api/documents/file/${name}`, format: spec.kind.toUpperCase(), size: documentBytes(spec).length }
}

/** An attachment grid whose cards point at the seeded files, with their real format and size. */
export function withSeededFiles(block: CardGridBlock): CardGridBlock {
  return { ...block, cards: block.cards?.map((card) => ({ ...card, file: card.file?.url ? documentFile(card.file.url.split('/').pop()!) : card.file })) }
}
