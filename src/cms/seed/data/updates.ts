import { daysAgo, stamps } from '../dates'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { documentFile } from './documents'

export function updates(r: Refs): Data<'updates'>[] {
  const row = (title: string, days: number, cta: Data<'updates'>['cta'], beneficiari: number[]): Data<'updates'> => ({
    title,
    customUpdateDate: daysAgo(days),
    cta: { target: '_self', ...cta },
    beneficiari,
    ...stamps(days),
  })
  return [
    row('Aperte le candidature per i servizi digitali dei comuni', 3, { text: 'Leggi la notizia', href: '/notizie/nuovi-avvisi-servizi-digitali-comuni' }, r.beneficiari('Comuni')),
    row('Pubblicata la nuova versione del manuale operativo della piattaforma', 12, { text: 'Vai alle guide', cmsPage: r.page('guide-e-risorse') }, r.beneficiari('Comuni', 'Scuole', 'Province')),
    row('Prorogato il termine per la verifica degli obiettivi della misura 1.4.4', 26, { text: 'Consulta le domande frequenti', href: '/supporto/domande-frequenti/progetti/tempi-di-realizzazione' }, r.beneficiari('Comuni', 'Città metropolitane')),
    row('Disponibili i dati aggiornati sull’avanzamento del programma', 55, { text: 'Apri i dati', href: '/open-data/avanzamento-del-programma' }, r.beneficiari('Regioni e Province autonome', 'Enti pubblici non economici')),
    row('Nuova funzione per aggiornare IBAN e conto di tesoreria', 88, { text: 'Scopri come fare', href: '/supporto/domande-frequenti/rendicontazione/cambio-iban-conto-tesoreria' }, r.beneficiari('Comuni', 'Province')),
    row('Pubblicato il kit per la migrazione al cloud delle aziende sanitarie', 140, { text: 'Scarica il kit', href: documentFile('kit-migrazione-cloud.pdf').url }, r.beneficiari('ASL e Aziende ospedaliere')),
  ]
}
