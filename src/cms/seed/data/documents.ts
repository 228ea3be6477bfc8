import type { CardGridBlock } from '../../../payload-types'
import { buildPdf } from '../files/pdf'
import { buildXlsx } from '../files/xlsx'
import { allAmountRows, amountSheets, callTexts } from './announcements'
import * as text from './documents-text'

/** Downloadable demo documents: the seed generates each file, so every attachment link works. */
type DocumentSpec =
  /** paragraphs: «## » starts a heading, «- » a list item (see files/pdf.ts). */
  | { name: string; title: string; kind: 'pdf'; paragraphs: string[] }
  | { name: string; title: string; kind: 'xlsx'; sheet: string; rows: (string | number)[][] }

export const DOCUMENTS: DocumentSpec[] = [
  { name: 'linee-guida-migrazione-cloud.pdf', title: 'Linee guida per la migrazione al cloud degli enti locali', kind: 'pdf', paragraphs: text.CLOUD_GUIDELINES },
  { name: 'manuale-operativo-piattaforma.pdf', title: 'Manuale operativo della piattaforma per le candidature', kind: 'pdf', paragraphs: text.PLATFORM_MANUAL },
  { name: 'regole-verifica-obiettivi.pdf', title: 'Regole per la verifica degli obiettivi e l’erogazione forfettaria', kind: 'pdf', paragraphs: text.VERIFICATION_RULES },
  { name: 'modello-avvio-attivita.pdf', title: 'Modello di comunicazione di avvio delle attività', kind: 'pdf', paragraphs: text.START_FORM },
  { name: 'modello-conclusione-attivita.pdf', title: 'Modello di comunicazione di conclusione delle attività', kind: 'pdf', paragraphs: text.END_FORM },
  {
    name: 'costi-standard-per-misura.xlsx',
    title: 'Importi forfettari per misura e fascia di popolazione',
    kind: 'xlsx',
    sheet: 'Importi',
    rows: allAmountRows(),
  },
  { name: 'glossario-programma.pdf', title: 'Glossario del programma', kind: 'pdf', paragraphs: text.GLOSSARY },
  { name: 'kit-migrazione-cloud.pdf', title: 'Kit per la migrazione al cloud', kind: 'pdf', paragraphs: text.CLOUD_KIT },
  {
    name: 'checklist-collaudo-cloud.xlsx',
    title: 'Checklist per il collaudo dei servizi migrati in cloud',
    kind: 'xlsx',
    sheet: 'Checklist',
    rows: [
      ['Controllo', 'Come si verifica', 'Esito (sì/no)', 'Note'],
      ['Il servizio risponde all’indirizzo previsto', 'Apri l’indirizzo e controlla il certificato', '', ''],
      ['Gli utenti accedono con le loro credenziali', 'Prova con un utente di ogni ufficio', '', ''],
      ['Le copie di sicurezza sono attive', 'Controlla la pianificazione nel pannello del servizio', '', ''],
      ['Un ripristino di prova è riuscito', 'Ripristina un documento su un ambiente di prova', '', ''],
      ['I dati corrispondono al vecchio sistema', 'Confronta a campione 20 pratiche', '', ''],
      ['Il vecchio server è spento o isolato', 'Verifica con il fornitore dopo il collaudo', '', ''],
    ],
  },
  { name: 'modello-sito-scuole.pdf', title: 'Modello di sito per le scuole', kind: 'pdf', paragraphs: text.SCHOOL_SITE_MODEL },
  { name: 'vademecum-pagopa.pdf', title: 'Vademecum per l’integrazione con pagoPA', kind: 'pdf', paragraphs: text.PAGOPA_HANDBOOK },
  // Each avviso's call text and its amounts, from the avvisi's own data.
  ...callTexts(),
  ...amountSheets(),
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

/** A «Documenti da scaricare» grid of seeded files, for the guides that promise them. */
export function downloadsBlock(id: string, names: string[]): CardGridBlock {
  return {
    blockType: 'cardGrid',
    id,
    title: 'Documenti da scaricare',
    columns: '3',
    cardLayout: 'bordered',
    cardType: 'attachment',
    cards: names.map((name) => ({ title: DOCUMENTS.find((d) => d.name === name)?.title ?? name, file: documentFile(name) })),
  }
}
