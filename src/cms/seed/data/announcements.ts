import { daysFromNow, stamps } from '../dates'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import type { Seeder } from '../seeder'
import type { Beneficiario, Misura, Promotore } from '../../../content/taxonomies'

type Input = {
  name: string
  status: Data<'announcements'>['status']
  /** Days relative to the seed day: negative is in the past. */
  start: number
  end: number
  promotore: Promotore
  beneficiari: Beneficiario[]
  url: string
  misura?: Misura
  descrizione?: string
}

const DTD: Promotore = 'Dipartimento per la trasformazione digitale'

/** More avvisi, one or two per measure, so the archive has two pages and every measure some avvisi. */
const MORE_ANNOUNCEMENTS: Input[] = [
  { name: 'Avviso 1.4.3 Adozione pagoPA – Comuni', status: 'CHIUSO', start: -400, end: -200, promotore: DTD, beneficiari: ['Comuni'], url: 'https://avvisi.example.it/misura-1-4-3-pagopa-comuni', misura: '1.4.3 Adozione pagoPA', descrizione: 'Finanziava l’attivazione di pagoPA per tutti i servizi di incasso del comune.' },
  { name: 'Avviso 1.4.3 Adozione app IO – Comuni', status: 'PUBBLICATO', start: -160, end: 120, promotore: DTD, beneficiari: ['Comuni'], url: 'https://avvisi.example.it/misura-1-4-3-io-comuni', misura: '1.4.3 Adozione app IO', descrizione: 'Finanzia l’integrazione nell’app IO dei servizi del comune, con un importo per ogni servizio attivato.' },
  { name: 'Avviso 1.4.5 Notifiche digitali – Comuni', status: 'PUBBLICATO', start: -170, end: 75, promotore: DTD, beneficiari: ['Comuni'], url: 'https://avvisi.example.it/misura-1-4-5-comuni', misura: '1.4.5 Digitalizzazione degli avvisi pubblici', descrizione: 'Finanzia l’invio digitale degli atti con la piattaforma nazionale delle notifiche.' },
  { name: 'Avviso 1.3.1 PDND – Regioni e Province autonome', status: 'PUBBLICATO', start: -180, end: 100, promotore: DTD, beneficiari: ['Regioni e Province autonome'], url: 'https://avvisi.example.it/misura-1-3-1-regioni', misura: '1.3.1 PDND', descrizione: 'Finanzia la pubblicazione di API sulla Piattaforma digitale nazionale dati.' },
  { name: 'Avviso 1.1 e 1.2 Multimisura – ASL e Aziende ospedaliere', status: 'PUBBLICATO', start: -190, end: 150, promotore: DTD, beneficiari: ['ASL e Aziende ospedaliere'], url: 'https://avvisi.example.it/multimisura-asl', misura: '1.1 e 1.2 Multimisura (ASL/AO)', descrizione: 'Finanzia con una sola candidatura infrastrutture e migrazione al cloud delle aziende sanitarie.' },
  { name: 'Avviso 1.3.1 ANNCSU – Comuni', status: 'CHIUSO', start: -300, end: -100, promotore: DTD, beneficiari: ['Comuni'], url: 'https://avvisi.example.it/misura-1-3-1-anncsu', misura: '1.3.1 ANNCSU', descrizione: 'Finanziava l’aggiornamento dei numeri civici e delle strade nell’archivio nazionale.' },
]

/** Mixed states relative to the seed day, so badges (Nuovo, In scadenza) show up. */
const ANNOUNCEMENTS: Input[] = [
  {
    name: 'Avviso 1.4.1 Esperienza dei servizi pubblici – Comuni',
    status: 'PUBBLICATO',
    start: -5,
    end: 60,
    promotore: 'Dipartimento per la trasformazione digitale',
    beneficiari: ['Comuni'],
    url: 'https://avvisi.example.it/misura-1-4-1-comuni',
    misura: '1.4.1 Esperienza dei servizi pubblici',
    descrizione: 'Finanzia il nuovo sito del comune e i suoi servizi online costruiti sui modelli comuni, con un importo forfettario che dipende dal numero di abitanti.',
  },
  {
    name: 'Avviso 1.4.4 Adozione identità digitale – Comuni',
    status: 'PUBBLICATO',
    start: -50,
    end: 10,
    promotore: 'Dipartimento per la trasformazione digitale',
    beneficiari: ['Comuni', 'Città metropolitane'],
    url: 'https://avvisi.example.it/misura-1-4-4-comuni',
    misura: '1.4.4 Adozione identità digitale',
    descrizione: 'Finanzia l’accesso con SPID e CIE a tutti i servizi online del comune.',
  },
  {
    name: 'Avviso 1.2 Abilitazione e facilitazione migrazione al Cloud – Scuole',
    status: 'PUBBLICATO',
    start: -120,
    end: 90,
    promotore: 'Dipartimento per la trasformazione digitale',
    beneficiari: ['Scuole'],
    url: 'https://avvisi.example.it/misura-1-2-scuole',
    misura: '1.2 Abilitazione e facilitazione migrazione al Cloud',
    descrizione: 'Finanzia il trasferimento in cloud qualificato dei servizi e dei dati della scuola.',
  },
  {
    name: 'Avviso per la formazione digitale del personale pubblico',
    status: 'CHIUSO',
    start: -150,
    end: -35,
    promotore: 'Dipartimento della funzione pubblica',
    beneficiari: ['Regioni e Province autonome', 'Enti pubblici non economici', 'Università'],
    url: 'https://avvisi.example.it/formazione-personale',
    descrizione: 'Finanziava percorsi di formazione sulle competenze digitali per il personale delle amministrazioni.',
  },
  {
    name: 'Avviso per il rafforzamento della cybersicurezza – Città metropolitane e Province',
    status: 'SOSPESO',
    start: -40,
    end: 45,
    promotore: 'Agenzia per la cybersicurezza nazionale',
    beneficiari: ['Città metropolitane', 'Province'],
    url: 'https://avvisi.example.it/cybersicurezza-enti-territoriali',
    descrizione: 'Finanzia la valutazione e il rafforzamento della sicurezza informatica degli enti territoriali.',
  },
  ...MORE_ANNOUNCEMENTS,
]

/** The documents every avviso of the demo offers (by file name; one that is missing is left out). */
const AVVISO_DOCUMENTS = ['manuale-operativo-piattaforma.pdf', 'costi-standard-per-misura.xlsx', 'modello-avvio-attivita.pdf']

async function avvisoDocuments(seeder: Seeder): Promise<number[]> {
  const { docs } = await seeder.payload.find({ collection: 'documents', where: { filename: { in: AVVISO_DOCUMENTS } }, depth: 0, pagination: false, select: { filename: true } })
  return AVVISO_DOCUMENTS.flatMap((name) => docs.filter((d) => d.filename === name).map((d) => d.id))
}

export async function announcements(r: Refs, seeder: Seeder): Promise<Data<'announcements'>[]> {
  const documenti = await avvisoDocuments(seeder)
  return ANNOUNCEMENTS.map((a) => ({
    name: a.name,
    misura: a.misura ? r.misura(a.misura) : null,
    descrizione: a.descrizione ?? null,
    documenti,
    status: a.status,
    startDate: daysFromNow(a.start),
    endDate: daysFromNow(a.end),
    entePromotore: r.promotore(a.promotore),
    beneficiari: [...a.beneficiari],
    url: a.url,
    ...stamps(Math.max(0, -a.start)),
  }))
}
