import { daysFromNow, stamps } from '../dates'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import type { Beneficiario, Promotore } from '../../../content/taxonomies'

type Input = {
  name: string
  status: Data<'announcements'>['status']
  /** Days relative to the seed day: negative is in the past. */
  start: number
  end: number
  promotore: Promotore
  beneficiari: Beneficiario[]
  url: string
}

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
  },
  {
    name: 'Avviso 1.4.4 Adozione identità digitale – Comuni',
    status: 'PUBBLICATO',
    start: -50,
    end: 10,
    promotore: 'Dipartimento per la trasformazione digitale',
    beneficiari: ['Comuni', 'Città metropolitane'],
    url: 'https://avvisi.example.it/misura-1-4-4-comuni',
  },
  {
    name: 'Avviso 1.2 Abilitazione e facilitazione migrazione al Cloud – Scuole',
    status: 'PUBBLICATO',
    start: -120,
    end: 90,
    promotore: 'Dipartimento per la trasformazione digitale',
    beneficiari: ['Scuole'],
    url: 'https://avvisi.example.it/misura-1-2-scuole',
  },
  {
    name: 'Avviso per la formazione digitale del personale pubblico',
    status: 'CHIUSO',
    start: -150,
    end: -35,
    promotore: 'Dipartimento della funzione pubblica',
    beneficiari: ['Regioni e Province autonome', 'Enti pubblici non economici', 'Università'],
    url: 'https://avvisi.example.it/formazione-personale',
  },
  {
    name: 'Avviso per il rafforzamento della cybersicurezza – Città metropolitane e Province',
    status: 'SOSPESO',
    start: -40,
    end: 45,
    promotore: 'Agenzia per la cybersicurezza nazionale',
    beneficiari: ['Città metropolitane', 'Province'],
    url: 'https://avvisi.example.it/cybersicurezza-enti-territoriali',
  },
]

export function announcements(r: Refs): Data<'announcements'>[] {
  return ANNOUNCEMENTS.map((a) => ({
    name: a.name,
    status: a.status,
    startDate: daysFromNow(a.start),
    endDate: daysFromNow(a.end),
    entePromotore: r.promotore(a.promotore),
    beneficiari: [...a.beneficiari],
    url: a.url,
    ...stamps(Math.max(0, -a.start)),
  }))
}
