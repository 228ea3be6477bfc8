// The newsletter form's options and limits: no zod here, the browser form reads them at first paint.

import { slugify } from '@/content/slugify'
import { BENEFICIARI } from '@/content/taxonomies'
import { EMAIL_LIMITS } from '@/content/text-rules'

/** Who the subscriber represents (spec section 5), with the labels visitors read. */
export const RAPPRESENTO = [
  { value: 'pubblica-amministrazione', label: 'Una pubblica amministrazione' },
  { value: 'fornitore-it', label: 'Un fornitore di servizi IT' },
  { value: 'altro', label: 'Altro (cittadino, associazione, università…)' },
] as const

/** The subscriber's role, asked only of public administrations. */
export const IN_QUANTO = [
  { value: 'dirigente-dell-amministrazione', label: 'Dirigente dell’amministrazione' },
  { value: 'dirigente-sistemi-it-dell-amministrazione', label: 'Responsabile dei sistemi informativi dell’amministrazione' },
  { value: 'dipendente-dell-amministrazione', label: 'Dipendente dell’amministrazione' },
  { value: 'altro', label: 'Altro ruolo' },
] as const

/** «Avvisami quando si apre un avviso per…»: the beneficiary types, by the slug their pages use. */
export const AVVISI_PER = BENEFICIARI.map((label) => ({ value: slugify(label), label }))

export const NEWSLETTER_LIMITS = { email: EMAIL_LIMITS.address, tipoEnte: 120, nomeStruttura: 200 } as const

export const NEWSLETTER_FIELDS = ['email', 'rappresento', 'tipoEnte', 'nomeStruttura', 'inQuanto', 'avvisiPer'] as const

export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number]

/**
 * The answers still empty: what the form's button lists as missing until the schema has loaded
 * (on the visitor's first action). The schema's checks decide what is valid.
 */
export function emptyAnswers(v: Record<NewsletterField, string>): NewsletterField[] {
  const asked: NewsletterField[] = ['email', 'rappresento']
  if (v.rappresento !== 'altro') asked.push('nomeStruttura')
  if (v.rappresento === 'altro') asked.push('tipoEnte')
  if (v.rappresento === 'pubblica-amministrazione') asked.push('inQuanto')
  return asked.filter((name) => !v[name].trim())
}
