import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { BENEFICIARI, MISURE, type Beneficiario, type Misura, type Promotore } from '../../../content/taxonomies'

type Measure = {
  descrizione: string
  risorseInEuro: number
  plateaPotenziale?: string
  aggiornamenti?: string
  promotore: Promotore
  beneficiari: Beneficiario[]
}

const DTD: Promotore = 'Dipartimento per la trasformazione digitale'

/** The measures' pages (demo figures, in our own words). */
export const MEASURES: Record<Misura, Measure> = {
  '1.1 Infrastrutture digitali (Altre PAC)': {
    descrizione: 'Finanzia la migrazione dei centri elaborazione dati delle amministrazioni centrali verso infrastrutture sicure e qualificate.',
    risorseInEuro: 900_000_000,
    plateaPotenziale: 'Circa 280 amministrazioni centrali',
    promotore: 'Agenzia per l’Italia digitale',
    beneficiari: ['Enti pubblici non economici'],
  },
  '1.2 Abilitazione e facilitazione migrazione al Cloud': {
    descrizione: 'Finanzia il trasferimento in cloud qualificato dei servizi e dei dati delle amministrazioni locali, con un importo forfettario per ente.',
    risorseInEuro: 1_000_000_000,
    plateaPotenziale: 'Oltre 16.000 enti',
    aggiornamenti: 'Avviso per le scuole aperto',
    promotore: DTD,
    beneficiari: ['Comuni', 'Scuole', 'ASL e Aziende ospedaliere'],
  },
  '1.1 e 1.2 Multimisura (ASL/AO)': {
    descrizione: 'Finanzia insieme infrastrutture e migrazione al cloud per le aziende sanitarie, con un’unica candidatura.',
    risorseInEuro: 150_000_000,
    plateaPotenziale: 'Circa 200 aziende sanitarie e ospedaliere',
    promotore: DTD,
    beneficiari: ['ASL e Aziende ospedaliere'],
  },
  '1.3.1 ANNCSU': {
    descrizione: 'Finanzia l’aggiornamento dell’archivio nazionale dei numeri civici e delle strade urbane da parte dei comuni.',
    risorseInEuro: 40_000_000,
    plateaPotenziale: 'Circa 7.900 comuni',
    promotore: DTD,
    beneficiari: ['Comuni'],
  },
  '1.3.1 PDND': {
    descrizione: 'Finanzia lo sviluppo e la pubblicazione di interfacce (API) sulla Piattaforma digitale nazionale dati.',
    risorseInEuro: 110_000_000,
    plateaPotenziale: 'Comuni, regioni, università e altri enti',
    promotore: DTD,
    beneficiari: ['Comuni', 'Regioni e Province autonome', 'Università', 'Città metropolitane', 'Province'],
  },
  '1.4.1 Esperienza dei servizi pubblici': {
    descrizione: 'Finanzia siti e servizi digitali costruiti sui modelli comuni, facili da usare da smartphone e accessibili a tutti.',
    risorseInEuro: 813_000_000,
    plateaPotenziale: 'Circa 7.900 comuni e 8.000 scuole',
    aggiornamenti: 'Avviso per i comuni aperto',
    promotore: DTD,
    beneficiari: ['Comuni', 'Scuole'],
  },
  '1.4.3 Adozione app IO': {
    descrizione: 'Finanzia l’integrazione dei servizi dell’ente nell’app IO: messaggi, scadenze e pagamenti sul telefono dei cittadini.',
    risorseInEuro: 80_000_000,
    promotore: DTD,
    beneficiari: ['Comuni', 'Regioni e Province autonome', 'Città metropolitane'],
  },
  '1.4.3 Adozione pagoPA': {
    descrizione: 'Finanzia i pagamenti verso la pubblica amministrazione con pagoPA per tutti i servizi che prevedono un incasso.',
    risorseInEuro: 200_000_000,
    aggiornamenti: 'Avviso chiuso, progetti in corso',
    promotore: DTD,
    beneficiari: ['Comuni', 'Province', 'Città metropolitane'],
  },
  '1.4.4 Adozione identità digitale': {
    descrizione: 'Finanzia l’accesso ai servizi online dell’ente con SPID e CIE.',
    risorseInEuro: 100_000_000,
    aggiornamenti: 'Avviso per i comuni in scadenza',
    promotore: DTD,
    beneficiari: ['Comuni', 'Città metropolitane'],
  },
  '1.4.4 Adozione ANPR ANSC': {
    descrizione: 'Finanzia il collegamento dei servizi demografici e di stato civile all’anagrafe nazionale.',
    risorseInEuro: 50_000_000,
    promotore: DTD,
    beneficiari: ['Comuni'],
  },
  '1.4.5 Digitalizzazione degli avvisi pubblici': {
    descrizione: 'Finanzia la notifica digitale degli atti tramite la piattaforma nazionale, al posto della raccomandata.',
    risorseInEuro: 245_000_000,
    promotore: DTD,
    beneficiari: ['Comuni', 'Regioni e Province autonome', 'Province'],
  },
  '2.2.3 Digitalizzazione delle procedure SUAP e SUE': {
    descrizione: 'Finanzia la digitalizzazione degli sportelli unici per le attività produttive e per l’edilizia.',
    risorseInEuro: 324_000_000,
    promotore: 'Dipartimento della funzione pubblica',
    beneficiari: ['Comuni'],
  },
}

const BENEFICIARY_TEXT: Record<Beneficiario, string> = {
  Comuni: 'Servizi online, cloud, pagamenti, identità digitale e notifiche: le misure per i comuni di ogni dimensione.',
  Scuole: 'Siti, servizi digitali e migrazione al cloud per gli istituti scolastici statali.',
  'ASL e Aziende ospedaliere': 'Infrastrutture e cloud per le aziende sanitarie locali e ospedaliere.',
  'Regioni e Province autonome': 'Interoperabilità dei dati, app IO e notifiche digitali per regioni e province autonome.',
  Università: 'Pubblicazione di API sulla Piattaforma digitale nazionale dati per gli atenei.',
  'Enti pubblici non economici': 'Infrastrutture digitali sicure per gli enti pubblici non economici.',
  'Città metropolitane': 'Servizi digitali, pagamenti e identità digitale per le città metropolitane.',
  Province: 'Pagamenti, dati e notifiche digitali per le province.',
}

/** Each measure's page content, keyed by label; promoting bodies and beneficiaries must be seeded first. */
export function measures(r: Refs): Data<'misuras'>[] {
  return MISURE.map((label) => {
    const { promotore, beneficiari, ...facts } = MEASURES[label]
    return { label, ...facts, entePromotore: r.promotore(promotore), entiBeneficiari: r.beneficiari(...beneficiari) }
  })
}

/** Each beneficiary type with its presentation. */
export function beneficiaries(): Data<'enteBeneficiarios'>[] {
  return BENEFICIARI.map((label) => ({ label, descrizione: BENEFICIARY_TEXT[label] }))
}
