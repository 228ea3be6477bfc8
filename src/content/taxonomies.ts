/** Filter lists (spec section 3). Labels are the natural keys of their collections. */

export const BENEFICIARI = [
  'Comuni',
  'Scuole',
  'ASL e Aziende ospedaliere',
  'Regioni e Province autonome',
  'Università',
  'Enti pubblici non economici',
  'Città metropolitane',
  'Province',
] as const

export const PROMOTORI = [
  'Dipartimento per la trasformazione digitale',
  'Agenzia per la cybersicurezza nazionale',
  'Agenzia per l’Italia digitale',
  'Dipartimento della funzione pubblica',
] as const

/** The measures of spec section 9 (support notice options without 'Nessuno'). */
export const MISURE = [
  '1.1 Infrastrutture digitali (Altre PAC)',
  '1.2 Abilitazione e facilitazione migrazione al Cloud',
  '1.1 e 1.2 Multimisura (ASL/AO)',
  '1.3.1 ANNCSU',
  '1.3.1 PDND',
  '1.4.1 Esperienza dei servizi pubblici',
  '1.4.3 Adozione app IO',
  '1.4.3 Adozione pagoPA',
  '1.4.4 Adozione identità digitale',
  '1.4.4 Adozione ANPR ANSC',
  '1.4.5 Digitalizzazione degli avvisi pubblici',
  '2.2.3 Digitalizzazione delle procedure SUAP e SUE',
] as const

export type Beneficiario = (typeof BENEFICIARI)[number]
export type Promotore = (typeof PROMOTORI)[number]
export type Misura = (typeof MISURE)[number]
