import { captchaText, labelledEmail, labelledText } from '@/forms/shared/text'
import { z } from '@/forms/shared/zod'
import { SUPPORT_APPLICANTS, SUPPORT_LIMITS, SUPPORT_NOTICES, SUPPORT_SUBJECTS } from './fields'

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label}: scegli una delle opzioni proposte.` })

const supportFields = {
  applicant: choice('Tipo di richiedente', SUPPORT_APPLICANTS),
  address: labelledEmail(),
  phone: labelledText('Telefono', SUPPORT_LIMITS.phone, { optional: true })
    .regex(/^\+?[0-9 ().\/-]*$/, 'Telefono: usa solo cifre, spazi e i segni + - ( ) . /')
    .refine((v) => v === '' || v.replace(/\D/g, '').length >= 6, 'Telefono: il numero è troppo corto, scrivi almeno 6 cifre (ad esempio 06 1234567).')
    .optional()
    .default(''),
  subject: choice('Argomento', SUPPORT_SUBJECTS),
  object: labelledText('Oggetto', SUPPORT_LIMITS.object),
  description: labelledText('Descrizione', SUPPORT_LIMITS.description, { multiline: true }),
  notice: choice('Avviso', SUPPORT_NOTICES),
}

/** One schema for the browser and the server: strict, with Italian messages. */
export const supportRequestSchema = z.strictObject(
  {
    ...supportFields,
    captcha: captchaText(SUPPORT_LIMITS.captcha),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'La richiesta contiene campi non previsti.' : undefined) },
)

export type SupportFields = Omit<z.infer<typeof supportRequestSchema>, 'captcha'>

/** The fixed Web-to-Case fields (spec section 3), by our names and by Salesforce's defaults. */
const WEB_TO_CASE_FIXED = [
  'orgid',
  'external',
  'origin',
  'recordType',
  'priority',
  'captchaResponse',
  'captchaSettings',
  'debug',
  'submit',
  'g-recaptcha-response',
  'captcha_settings',
] as const

/**
 * A client built to the spec also sends the fixed Web-to-Case fields: accepted and dropped
 * (the server sets its own when forwarding). Their captcha response stands for `captcha`
 * when that is missing.
 */
export function withoutWebToCaseFixed(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data
  const record = { ...(data as Record<string, unknown>) }
  const response = record.captchaResponse ?? record['g-recaptcha-response']
  if (record.captcha === undefined && typeof response === 'string') record.captcha = response
  for (const key of WEB_TO_CASE_FIXED) delete record[key]
  return record
}
