/**
 * Twenty searches people make about the programme, each with the page that must come in the first
 * three results (issue 39, problem 4). Queries as typed: acronyms, codes, plurals, a typo.
 */
export const PROGRAMME_QUERIES: { q: string; expected: string }[] = [
  { q: 'SUAP', expected: '/misure/2-2-3-digitalizzazione-delle-procedure-suap-e-sue' },
  { q: 'sportello unico attività produttive', expected: '/misure/2-2-3-digitalizzazione-delle-procedure-suap-e-sue' },
  { q: 'ANPR', expected: '/misure/1-4-4-adozione-anpr-ansc' },
  { q: 'anagrafe nazionale', expected: '/misure/1-4-4-adozione-anpr-ansc' },
  { q: 'misura 1.2 cloud', expected: '/misure/1-2-abilitazione-e-facilitazione-migrazione-al-cloud' },
  { q: 'scuole', expected: '/beneficiari/scuole' },
  { q: 'comuni', expected: '/beneficiari/comuni' },
  { q: 'università', expected: '/beneficiari/universita' },
  { q: '1.4.1', expected: '/avvisi/avviso-1-4-1-esperienza-dei-servizi-pubblici-comuni' },
  { q: 'misura 1.4.1', expected: '/misure/1-4-1-esperienza-dei-servizi-pubblici' },
  { q: 'pagoPA', expected: '/misure/1-4-3-adozione-pagopa' },
  { q: 'app IO', expected: '/misure/1-4-3-adozione-app-io' },
  { q: 'SPID', expected: '/misure/1-4-4-adozione-identita-digitale' },
  { q: 'CIE', expected: '/misure/1-4-4-adozione-identita-digitale' },
  { q: 'PDND', expected: '/misure/1-3-1-pdnd' },
  { q: 'numeri civici', expected: '/misure/1-3-1-anncsu' },
  { q: 'notifiche digitali comuni', expected: '/avvisi/avviso-1-4-5-digitalizzazione-degli-avvisi-pubblici-comuni' },
  { q: 'aziende sanitarie', expected: '/beneficiari/asl-e-aziende-ospedaliere' },
  { q: 'migrazzione cloud scuole', expected: '/avvisi/avviso-1-2-abilitazione-e-facilitazione-migrazione-al-cloud-scuole' },
  { q: 'città metropolitane', expected: '/beneficiari/citta-metropolitane' },
]
