// The territory form's options, limits and messages: no zod here, the browser form reads them at first paint.

import { EMAIL_LIMITS } from '@/content/text-rules'

/** Spec section 5: the six areas, with the labels the contact page uses. */
export const TERRITORY_AREAS = [
  { value: 'nord-est', label: 'Nord-est' },
  { value: 'lombardia', label: 'Lombardia' },
  { value: 'nord-ovest', label: 'Nord-ovest' },
  { value: 'centro', label: 'Centro' },
  { value: 'sud-est', label: 'Sud-est' },
  { value: 'sud-ovest', label: 'Sud-ovest' },
] as const

export const TERRITORY_LIMITS = { contact: 200, name: 120, address: EMAIL_LIMITS.address, phone: 30, description: 300, descriptionWarning: 250, captcha: 8000 } as const

export const TERRITORY_MESSAGES = {
  success: 'Messaggio inviato!',
  failure: "Errore durante l'invio del form",
  network: 'Errore di connessione o reCAPTCHA. Riprova più tardi.',
} as const
