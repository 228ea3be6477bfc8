import { EMAIL_LIMITS, isCleanText, textLength } from '@/content/text-rules'
import { z } from './zod'

type TextRules = {
  max: number
  /** Messages, comments and descriptions: tab and new lines allowed, CRLF counted as one. */
  multiline?: boolean
  /** Wrong type; also "required" unless `required` is given. */
  invalid: string
  /** Empty after trimming refused with this message. */
  required?: string
  tooLong: string
  control: string
}

/**
 * Every free text of every form (browser and server share it): trimmed, without control
 * characters or lone surrogates, at most `max` UTF-16 code units. A form posted without
 * JavaScript sends a textarea's new lines as CRLF, counted by the browser as one: normalised to LF.
 */
export function text({ max, multiline = false, invalid, required, tooLong, control }: TextRules) {
  let schema = z.string({ error: invalid })
  if (multiline) schema = schema.overwrite((v) => v.replace(/\r\n?/g, '\n'))
  // `abort` only for control characters (hostile input): an aborted check also skips the form's
  // cross-field checks (zod 4), so an empty field would hide them until the next submit.
  schema = schema.trim().refine((v) => isCleanText(v, multiline), { error: control, abort: true })
  if (required) schema = schema.refine((v) => v.length > 0, { error: required })
  return schema.refine((v) => textLength(v) <= max, { error: tooLong })
}

type EmailMessages = { required: string; tooLong: string; localPartTooLong: string; invalid: string }

/** The one email address rule of the forms, with each form's messages. */
export function emailAddress({ required, tooLong, localPartTooLong, invalid }: EmailMessages) {
  return z
    .string({ error: required })
    .trim()
    .refine((v) => v.length > 0, { error: required })
    .refine((v) => isCleanText(v), { error: invalid, abort: true })
    .refine((v) => textLength(v) <= EMAIL_LIMITS.address, { error: tooLong })
    .refine((v) => textLength(v.slice(0, v.lastIndexOf('@'))) <= EMAIL_LIMITS.localPart, { error: localPartTooLong })
    .pipe(z.email({ error: invalid }))
}

/** The support and territory forms' messages start with the field's label. */
export const labelledText = (label: string, max: number, { multiline = false, optional = false } = {}) =>
  text({
    max,
    multiline,
    invalid: optional ? `${label}: deve essere un testo.` : `${label}: campo obbligatorio.`,
    required: optional ? undefined : `${label}: campo obbligatorio.`,
    tooLong: `${label}: al massimo ${max} caratteri.`,
    control: `${label}: contiene caratteri non ammessi (caratteri di controllo invisibili).`,
  })

export const labelledEmail = () =>
  emailAddress({
    required: 'Email: campo obbligatorio.',
    tooLong: 'Email: indirizzo troppo lungo.',
    localPartTooLong: `Email: al massimo ${EMAIL_LIMITS.localPart} caratteri prima della @.`,
    invalid: 'Email: indirizzo non valido.',
  })

/** The captcha token the support and territory forms send. */
export const captchaText = (max: number) =>
  text({
    max,
    invalid: 'Verifica anti-robot: completa la verifica prima di inviare.',
    required: 'Verifica anti-robot: completa la verifica prima di inviare.',
    tooLong: 'Verifica anti-robot non valida.',
    control: 'Verifica anti-robot non valida.',
  })
