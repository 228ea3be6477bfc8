import { daysFromNow, stamps } from '../dates'
import type { Refs } from '../refs'
import type { Data, Seeder } from '../seeder'
import type { Beneficiario, Misura, Promotore } from '../../../content/taxonomies'
import { slugify } from '../../../content/slugify'

/** One amount of an avviso: for a type of body, in a population band (both ends included) or for any size. */
export type Amount = { beneficiario: Beneficiario; da?: number; a?: number; importo: number; nota?: string }

type Input = {
  name: string
  status: Data<'announcements'>['status']
  /** Days relative to the seed day: negative is in the past. */
  start: number
  end: number
  promotore: Promotore
  beneficiari: Beneficiario[]
  misura?: Misura
  descrizione: string
  /** The avviso's total resources, in euro. */
  risorse: number
  importi: Amount[]
  regola: string
}

const DTD: Promotore = 'Dipartimento per la trasformazione digitale'

/** Population bands of the lump sums for the Comuni (inhabitants, both ends included). */
const bands = (beneficiario: Beneficiario, amounts: [number, number, number, number], nota?: string): Amount[] => [
  { beneficiario, da: 0, a: 5000, importo: amounts[0], nota },
  { beneficiario, da: 5001, a: 20000, importo: amounts[1], nota },
  { beneficiario, da: 20001, a: 100000, importo: amounts[2], nota },
  { beneficiario, da: 100001, importo: amounts[3], nota },
]

/**
 * The demo avvisi, in mixed states relative to the seed day (Di prossima apertura, Aperto with Nuovo,
 * In scadenza, Sospeso, Chiuso). Each states its resources and the amount per type of body and band:
 * the avviso page, «Quanto spetta al mio ente», the call text and its spreadsheet annex read them here.
 * An avviso's resources never exceed its measure's (src/cms/seed/data/figures.test.ts checks it).
 */
export const ANNOUNCEMENTS: Input[] = [
  {
    name: 'Avviso 1.4.1 Esperienza dei servizi pubblici – Comuni',
    status: 'PUBBLICATO', start: -5, end: 60, promotore: DTD, beneficiari: ['Comuni'], misura: '1.4.1 Esperienza dei servizi pubblici',
    descrizione: 'Finanzia il nuovo sito del comune e i suoi servizi online costruiti sui modelli comuni, con un importo forfettario che dipende dal numero di abitanti.',
    risorse: 400_000_000,
    importi: bands('Comuni', [79_922, 155_234, 206_000, 280_000]),
    regola: 'Importo forfettario per comune secondo la fascia di popolazione (dati ISTAT), per il sito e almeno due servizi online sui modelli comuni.',
  },
  {
    name: 'Avviso 1.4.4 Adozione identità digitale – Comuni',
    status: 'PUBBLICATO', start: -50, end: 10, promotore: DTD, beneficiari: ['Comuni', 'Città metropolitane'], misura: '1.4.4 Adozione identità digitale',
    descrizione: 'Finanzia l’accesso con SPID e CIE a tutti i servizi online del comune.',
    risorse: 100_000_000,
    importi: [
      { beneficiario: 'Comuni', importo: 14_000 },
      { beneficiario: 'Città metropolitane', importo: 14_000 },
    ],
    regola: 'Un importo uguale per ogni ente, qualunque sia la sua dimensione, per l’accesso con SPID e CIE a tutti i servizi online.',
  },
  {
    name: 'Avviso 1.2 Abilitazione e facilitazione migrazione al Cloud – Scuole',
    status: 'PUBBLICATO', start: -120, end: 90, promotore: DTD, beneficiari: ['Scuole'], misura: '1.2 Abilitazione e facilitazione migrazione al Cloud',
    descrizione: 'Finanzia il trasferimento in cloud qualificato dei servizi e dei dati della scuola.',
    risorse: 60_000_000,
    importi: [{ beneficiario: 'Scuole', importo: 7_300, nota: 'per la migrazione di almeno tre servizi' }],
    regola: 'Un importo forfettario per istituto scolastico statale che migra in cloud qualificato almeno tre servizi.',
  },
  {
    name: 'Avviso per la formazione digitale del personale pubblico',
    status: 'CHIUSO', start: -150, end: -35, promotore: 'Dipartimento della funzione pubblica',
    beneficiari: ['Regioni e Province autonome', 'Enti pubblici non economici', 'Università'],
    descrizione: 'Finanziava percorsi di formazione sulle competenze digitali per il personale delle amministrazioni.',
    risorse: 30_000_000,
    importi: [
      { beneficiario: 'Regioni e Province autonome', importo: 450_000 },
      { beneficiario: 'Università', importo: 120_000 },
      { beneficiario: 'Enti pubblici non economici', importo: 60_000 },
    ],
    regola: 'Un importo per ente secondo il tipo, per almeno 40 ore di formazione per dipendente coinvolto.',
  },
  {
    name: 'Avviso per il rafforzamento della cybersicurezza – Città metropolitane e Province',
    status: 'SOSPESO', start: -40, end: 45, promotore: 'Agenzia per la cybersicurezza nazionale', beneficiari: ['Città metropolitane', 'Province'],
    descrizione: 'Finanzia la valutazione e il rafforzamento della sicurezza informatica degli enti territoriali. L’avviso è sospeso: le candidature riprenderanno quando l’Agenzia ne darà notizia.',
    risorse: 45_000_000,
    importi: [
      { beneficiario: 'Città metropolitane', importo: 600_000 },
      { beneficiario: 'Province', importo: 250_000 },
    ],
    regola: 'Un importo per ente secondo il tipo, per la valutazione della sicurezza e gli interventi che ne derivano.',
  },
  {
    name: 'Avviso 1.4.3 Adozione pagoPA – Comuni',
    status: 'CHIUSO', start: -400, end: -200, promotore: DTD, beneficiari: ['Comuni'], misura: '1.4.3 Adozione pagoPA',
    descrizione: 'Finanziava l’attivazione di pagoPA per tutti i servizi di incasso del comune.',
    risorse: 200_000_000,
    importi: bands('Comuni', [6_400, 12_800, 25_600, 51_200]),
    regola: 'Importo forfettario per comune secondo la fascia di popolazione, per tutti i servizi di incasso attivati su pagoPA.',
  },
  {
    name: 'Avviso 1.4.3 Adozione app IO – Comuni',
    status: 'PUBBLICATO', start: -160, end: 120, promotore: DTD, beneficiari: ['Comuni'], misura: '1.4.3 Adozione app IO',
    descrizione: 'Finanzia l’integrazione nell’app IO dei servizi del comune, con un importo per ogni servizio attivato.',
    risorse: 60_000_000,
    importi: bands('Comuni', [2_800, 3_200, 3_600, 4_000], 'per ogni servizio attivato, fino a 50 servizi'),
    regola: 'Un importo per ogni servizio attivato sull’app IO, che cresce con la fascia di popolazione, fino a 50 servizi.',
  },
  {
    name: 'Avviso 1.4.5 Digitalizzazione degli avvisi pubblici – Comuni',
    status: 'PUBBLICATO', start: -170, end: 75, promotore: DTD, beneficiari: ['Comuni'], misura: '1.4.5 Digitalizzazione degli avvisi pubblici',
    descrizione: 'Finanzia l’invio digitale degli atti con la piattaforma nazionale delle notifiche.',
    risorse: 200_000_000,
    importi: bands('Comuni', [23_147, 32_589, 59_966, 153_000]),
    regola: 'Importo forfettario per comune secondo la fascia di popolazione, per l’invio di almeno due tipi di atti con la piattaforma delle notifiche.',
  },
  {
    name: 'Avviso 1.3.1 PDND – Regioni e Province autonome',
    status: 'PUBBLICATO', start: -180, end: 100, promotore: DTD, beneficiari: ['Regioni e Province autonome'], misura: '1.3.1 PDND',
    descrizione: 'Finanzia la pubblicazione di API sulla Piattaforma digitale nazionale dati.',
    risorse: 30_000_000,
    importi: [{ beneficiario: 'Regioni e Province autonome', importo: 203_440, nota: 'per un pacchetto di 20 API pubblicate' }],
    regola: 'Un importo forfettario per ogni pacchetto di 20 API pubblicate sulla Piattaforma digitale nazionale dati.',
  },
  {
    name: 'Avviso 1.1 e 1.2 Multimisura – ASL e Aziende ospedaliere',
    status: 'PUBBLICATO', start: -190, end: 150, promotore: DTD, beneficiari: ['ASL e Aziende ospedaliere'], misura: '1.1 e 1.2 Multimisura (ASL/AO)',
    descrizione: 'Finanzia con una sola candidatura infrastrutture e migrazione al cloud delle aziende sanitarie.',
    risorse: 100_000_000,
    importi: [{ beneficiario: 'ASL e Aziende ospedaliere', importo: 498_000, nota: 'con la migrazione di almeno 20 servizi' }],
    regola: 'Un importo forfettario per azienda sanitaria o ospedaliera che migra almeno 20 servizi.',
  },
  {
    name: 'Avviso 1.3.1 ANNCSU – Comuni',
    status: 'CHIUSO', start: -300, end: -100, promotore: DTD, beneficiari: ['Comuni'], misura: '1.3.1 ANNCSU',
    descrizione: 'Finanziava l’aggiornamento dei numeri civici e delle strade nell’archivio nazionale.',
    risorse: 40_000_000,
    importi: bands('Comuni', [3_500, 6_000, 9_000, 15_000]),
    regola: 'Importo forfettario per comune secondo la fascia di popolazione.',
  },
  {
    name: 'Avviso 2.2.3 Digitalizzazione delle procedure SUAP e SUE – Comuni',
    status: 'PUBBLICATO', start: 12, end: 130, promotore: 'Dipartimento della funzione pubblica', beneficiari: ['Comuni'], misura: '2.2.3 Digitalizzazione delle procedure SUAP e SUE',
    descrizione: 'Finanzierà l’adeguamento degli sportelli unici per le attività produttive e per l’edilizia alle nuove specifiche tecniche.',
    risorse: 120_000_000,
    importi: bands('Comuni', [12_000, 18_500, 27_000, 40_000]),
    regola: 'Importo forfettario per comune secondo la fascia di popolazione, per lo sportello unico adeguato alle specifiche tecniche.',
  },
]

const euro = new Intl.NumberFormat('it-IT', { useGrouping: 'always' })
const band = (a: Amount) =>
  a.da == null && a.a == null ? 'ogni ente' : a.a == null ? `oltre ${euro.format(a.da! - 1)} abitanti` : `da ${euro.format(a.da ?? 0)} a ${euro.format(a.a)} abitanti`

/** The call text's file name and its spreadsheet annex (the amounts), generated by the seed. */
const callTextFile = (name: string) => `testo-${slugify(name)}.pdf`
const amountsFile = (name: string) => `importi-${slugify(name)}.xlsx`

/** The call text of each avviso, in our words: object, who, resources, amounts, dates, how to apply. */
export function callTexts() {
  return ANNOUNCEMENTS.map((a) => ({
    name: callTextFile(a.name),
    title: `Testo dell’${a.name.replace(/^Avviso/, 'avviso')}`,
    kind: 'pdf' as const,
    paragraphs: [
      '## Oggetto',
      a.descrizione,
      '## Chi può candidarsi',
      ...a.beneficiari.map((b) => `- ${b}`),
      '## Risorse',
      `La dotazione dell’avviso è di ${euro.format(a.risorse)} euro${a.misura ? `, a valere sulla misura ${a.misura}` : ''}.`,
      '## Importi',
      a.regola,
      ...a.importi.map((i) => `- ${i.beneficiario}, ${band(i)}: ${euro.format(i.importo)} euro${i.nota ? ` ${i.nota}` : ''}`),
      '## Come candidarsi',
      'La domanda si presenta sulla piattaforma PA digitale 2026 con SPID o CIE, dalla data di apertura alla data di chiusura indicate nella pagina dell’avviso.',
    ],
  }))
}

/** The amounts of each avviso as a spreadsheet annex. */
export function amountSheets() {
  return ANNOUNCEMENTS.map((a) => ({
    name: amountsFile(a.name),
    title: `Importi dell’${a.name.replace(/^Avviso/, 'avviso')}`,
    kind: 'xlsx' as const,
    sheet: 'Importi',
    rows: [
      ['Tipo di ente', 'Abitanti da', 'Abitanti fino a', 'Importo (euro)', 'Nota'],
      ...a.importi.map((i) => [i.beneficiario, i.da ?? '', i.a ?? '', i.importo, i.nota ?? '']),
    ],
  }))
}

/** Every amount of every avviso, one spreadsheet (in Guide e risorse): the same figures as the avvisi's pages. */
export function allAmountRows(): (string | number)[][] {
  return [
    ['Avviso', 'Tipo di ente', 'Fascia di popolazione', 'Importo (euro)', 'Nota'],
    ...ANNOUNCEMENTS.flatMap((a) => a.importi.map((i) => [a.name, i.beneficiario, band(i), i.importo, i.nota ?? ''])),
  ]
}

/** The annexes every avviso shares, after its own amounts. */
const SHARED_ANNEXES = ['manuale-operativo-piattaforma.pdf', 'modello-avvio-attivita.pdf']

async function documentIds(seeder: Seeder, names: string[]): Promise<Map<string, number>> {
  const { docs } = await seeder.payload.find({ collection: 'documents', where: { filename: { in: names } }, depth: 0, pagination: false, select: { filename: true } })
  return new Map(docs.map((d) => [d.filename!, d.id]))
}

export async function announcements(r: Refs, seeder: Seeder): Promise<Data<'announcements'>[]> {
  const ids = await documentIds(seeder, [...SHARED_ANNEXES, ...ANNOUNCEMENTS.flatMap((a) => [callTextFile(a.name), amountsFile(a.name)])])
  const idsOf = (names: string[]) => names.flatMap((n) => (ids.has(n) ? [ids.get(n)!] : []))
  return ANNOUNCEMENTS.map((a) => ({
    name: a.name,
    misura: a.misura ? r.misura(a.misura) : null,
    descrizione: a.descrizione,
    risorseInEuro: a.risorse,
    importi: a.importi.map((i) => ({ beneficiario: i.beneficiario, popolazioneDa: i.da ?? null, popolazioneA: i.a ?? null, importoInEuro: i.importo, nota: i.nota ?? null })),
    regolaImporto: a.regola,
    testoAvviso: ids.get(callTextFile(a.name)) ?? null,
    documenti: idsOf([amountsFile(a.name), ...SHARED_ANNEXES]),
    status: a.status,
    startDate: daysFromNow(a.start),
    endDate: daysFromNow(a.end),
    entePromotore: r.promotore(a.promotore),
    beneficiari: [...a.beneficiari],
    // Empty: «Candidati sulla piattaforma» leads to the platform of the site settings.
    url: null,
    ...stamps(Math.max(0, -a.start)),
  }))
}
