import type { DatedListBlock } from '../../payload-types'

type Item = NonNullable<DatedListBlock['items']>[number]

const item = (date: string, title: string, link?: Item['link']): Item => ({ date: `${date}T10:00:00.000Z`, title, link })

/** Deadlines of the programme, deliberately not in date order (the block sorts them). */
export const datedListExamples = {
  scadenze: {
    blockType: 'datedList',
    id: 'scadenze',
    title: 'Scadenze e appuntamenti',
    pageSize: 5,
    items: [
      item('2026-03-31', 'Chiusura delle candidature per la misura 1.4.1 Esperienza dei servizi pubblici', {
        text: 'Leggi l’avviso',
        href: '/notizie/nuovi-avvisi-servizi-digitali-comuni',
      }),
      item('2025-11-14', 'Webinar: come rendicontare i progetti di migrazione al cloud', {
        href: '/supporto/domande-frequenti/rendicontazione/cambio-iban-conto-tesoreria',
      }),
      item('2026-01-20', 'Termine per la contrattualizzazione dei fornitori della misura 1.4.3'),
      item('2025-09-30', 'Pubblicazione della graduatoria dei comuni ammessi alla misura 1.2'),
      item('2026-02-16', 'Scadenza per l’asseverazione tecnica dei progetti pagoPA', {
        text: 'Vai alle domande frequenti',
        href: '/supporto/domande-frequenti',
      }),
      item('2025-10-15', 'Avvio della seconda finestra per le scuole sulla misura 1.4.1'),
      item('2026-04-30', 'Verifica degli obiettivi dei progetti di identità digitale'),
      item('2025-12-05', 'Incontro con le regioni sul fondo per l’innovazione', { href: '/il-programma' }),
      item('2025-08-29', 'Aggiornamento del manuale operativo della piattaforma'),
      item('2026-05-29', 'Chiusura dei progetti di digitalizzazione degli avvisi pubblici'),
      item('2025-07-15', 'Messa online del nuovo sito del programma', { href: '/' }),
      item('2026-06-30', 'Termine ultimo per la rendicontazione finale'),
    ],
  },
} satisfies Record<string, DatedListBlock>
