/**
 * The programme's real public addresses, one source for the demo's settings, frame and pages: the
 * application platform and its reserved area (the «Accedi» of padigitale2026.gov.it), the contact
 * address of the programme, the owner's and its data protection officer's (from the privacy notice
 * of padigitale2026.gov.it), and the programme's open data repository.
 */
export const ADDRESSES = {
  site: 'https://padigitale2026.gov.it/',
  applyUrl: 'https://areariservata.padigitale2026.gov.it/Pa_digitale2026_avvisi',
  reservedAreaUrl: 'https://areariservata.padigitale2026.gov.it/sis_SpidPage',
  contactEmail: 'info@padigitale2026.gov.it',
  ownerEmail: 'segreteria.trasformazionedigitale@governo.it',
  dpoEmail: 'responsabileprotezionedatipcm@governo.it',
  openDataRepository: 'https://github.com/teamdigitale/padigitale2026-opendata',
} as const
