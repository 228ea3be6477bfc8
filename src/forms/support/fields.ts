import { MISURE } from '@/content/taxonomies'
import { EMAIL_LIMITS, textLength } from '@/content/text-rules'

/** The support form's options, limits and messages: no zod here, the browser form reads them at first paint. */

/** Spec section 6. */
export const SUPPORT_APPLICANTS = ['Pubblica Amministrazione', 'Fornitore'] as const

/** Spec section 9. */
export const SUPPORT_SUBJECTS = [
  'Amministrazione',
  'Implementazione e sviluppo progetto',
  'Malfunzionamento piattaforma',
  'Processo di adesione e monitoraggio',
  'Altro',
] as const

/** Spec section 9: 'Nessuno', then the programme's measures (the same list as the site's filters). */
export const SUPPORT_NOTICES = ['Nessuno', ...MISURE] as const

export const SUPPORT_LIMITS = {
  address: EMAIL_LIMITS.address,
  phone: 30,
  object: 150,
  objectWarning: 100,
  description: 32_000,
  descriptionWarning: 31_950,
  captcha: 8_000,
} as const

type SupportField = 'applicant' | 'address' | 'phone' | 'subject' | 'object' | 'description' | 'notice'

export const SUPPORT_MESSAGES = {
  failure: "Errore durante l'invio del form",
  network: 'Errore di connessione o reCAPTCHA. Riprova più tardi.',
  success: (product: string) =>
    `Abbiamo ricevuto la tua richiesta di assistenza su ${product}. Riceverai una risposta al più presto ai contatti indicati.`,
} as const

/** The spec's submit rule: required fields non-empty, limits respected, a captcha token present. */
export function supportSubmitEnabled(values: Record<SupportField, string>, token: string, loading: boolean): boolean {
  if (loading || !token) return false
  const filled = (['applicant', 'address', 'subject', 'object', 'description', 'notice'] as const).every((k) => values[k].trim() !== '')
  return filled && textLength(values.object) <= SUPPORT_LIMITS.object && textLength(values.description) <= SUPPORT_LIMITS.description
}
