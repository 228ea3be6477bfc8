import { z } from '@/forms/shared/zod'
import { SUPPORT_APPLICANTS, SUPPORT_LIMITS, SUPPORT_NOTICES, SUPPORT_SUBJECTS } from './fields'

const required = (label: string, max: number) =>
  z
    .string({ error: `${label}: campo obbligatorio.` })
    .trim()
    .min(1, `${label}: campo obbligatorio.`)
    .max(max, `${label}: al massimo ${max} caratteri.`)

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label}: scegli una delle opzioni proposte.` })

const supportFields = {
  applicant: choice('Tipo di richiedente', SUPPORT_APPLICANTS),
  address: z
    .string({ error: 'Email: campo obbligatorio.' })
    .trim()
    .min(1, 'Email: campo obbligatorio.')
    .max(SUPPORT_LIMITS.address, 'Email: indirizzo troppo lungo.')
    .pipe(z.email('Email: indirizzo non valido.')),
  phone: z
    .string({ error: 'Telefono: deve essere un testo.' })
    .trim()
    .max(SUPPORT_LIMITS.phone, `Telefono: al massimo ${SUPPORT_LIMITS.phone} caratteri.`)
    .regex(/^\+?[0-9 ().\/-]*$/, 'Telefono: usa solo cifre, spazi e i segni + - ( ) . /')
    .refine((v) => v === '' || v.replace(/\D/g, '').length >= 6, 'Telefono: il numero è troppo corto, scrivi almeno 6 cifre (ad esempio 06 1234567).')
    .optional()
    .default(''),
  subject: choice('Argomento', SUPPORT_SUBJECTS),
  object: required('Oggetto', SUPPORT_LIMITS.object),
  description: required('Descrizione', SUPPORT_LIMITS.description),
  notice: choice('Avviso', SUPPORT_NOTICES),
}

/** One schema for the browser and the server: strict, with Italian messages. */
export const supportRequestSchema = z.strictObject(
  {
    ...supportFields,
    captcha: z
      .string({ error: 'Verifica anti-robot: completa la verifica prima di inviare.' })
      .trim()
      .min(1, 'Verifica anti-robot: completa la verifica prima di inviare.')
      .max(SUPPORT_LIMITS.captcha, 'Verifica anti-robot non valida.'),
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
