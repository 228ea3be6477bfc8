import { emailAddress, text } from '@/forms/shared/text'
import { EMAIL_LIMITS } from '@/content/text-rules'
import { z } from '@/forms/shared/zod'
import { AVVISI_PER, IN_QUANTO, NEWSLETTER_LIMITS, type NewsletterField, RAPPRESENTO } from './fields'

const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]]

/** An optional answer: absent or empty means "not given". */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

/** A cross-field rule runs unless the field already has its own problem or the request is not an object of known fields. */
const unjudged =
  (field: NewsletterField) =>
  ({ value, issues }: { value: unknown; issues: readonly { path?: readonly PropertyKey[]; code?: string }[] }) =>
    typeof value === 'object' && value !== null && !issues.some((issue) => issue.path?.[0] === field || issue.code === 'unrecognized_keys')

/**
 * The newsletter request, shared by the browser form, the JSON endpoint and the server
 * action. Strict: unknown fields are refused. Conditional answers not asked for the
 * chosen rappresento are dropped from the output.
 */
export const newsletterSchema = z
  .strictObject(
    {
      email: emailAddress({
        required: 'Inserisci il tuo indirizzo email.',
        tooLong: `L’indirizzo email può avere al massimo ${NEWSLETTER_LIMITS.email} caratteri.`,
        localPartTooLong: `L’indirizzo email può avere al massimo ${EMAIL_LIMITS.localPart} caratteri prima della @.`,
        invalid: 'Inserisci un indirizzo email valido, ad esempio nome@comune.it.',
      }).transform((e) => e.toLowerCase()),
      rappresento: z.enum(values(RAPPRESENTO), { error: 'Indica chi rappresenti.' }),
      tipoEnte: optional(
        text({
          max: NEWSLETTER_LIMITS.tipoEnte,
          invalid: 'Il tipo di ente non è valido.',
          tooLong: `Il tipo di ente può avere al massimo ${NEWSLETTER_LIMITS.tipoEnte} caratteri.`,
          control: 'Il tipo di ente contiene caratteri non ammessi (caratteri di controllo invisibili).',
        }),
      ),
      // Required of public administrations and IT suppliers, checked below: a citizen («Altro») has none.
      nomeStruttura: optional(
        text({
          max: NEWSLETTER_LIMITS.nomeStruttura,
          invalid: 'Inserisci il nome della struttura.',
          tooLong: `Il nome della struttura può avere al massimo ${NEWSLETTER_LIMITS.nomeStruttura} caratteri.`,
          control: 'Il nome della struttura contiene caratteri non ammessi (caratteri di controllo invisibili).',
        }),
      ),
      inQuanto: optional(z.enum(values(IN_QUANTO), { error: 'Il ruolo indicato non è valido.' })),
      avvisiPer: optional(z.enum(values(AVVISI_PER), { error: 'Il tipo di ente scelto per gli avvisi non è valido.' })),
    },
    { error: 'La richiesta contiene campi non previsti.' },
  )
  // Checked even when other answers are wrong, so the form lists every problem at once.
  .refine((data) => data?.rappresento === 'altro' || Boolean(data?.nomeStruttura), {
    path: ['nomeStruttura'],
    message: 'Inserisci il nome della struttura.',
    when: unjudged('nomeStruttura'),
  })
  .refine((data) => data?.rappresento !== 'altro' || Boolean(data?.tipoEnte), {
    path: ['tipoEnte'],
    message: 'Indica il tipo di ente che rappresenti.',
    when: unjudged('tipoEnte'),
  })
  .refine((data) => data?.rappresento !== 'pubblica-amministrazione' || Boolean(data?.inQuanto), {
    path: ['inQuanto'],
    message: 'Indica il tuo ruolo nell’amministrazione.',
    when: unjudged('inQuanto'),
  })
  .transform((data) => ({
    email: data.email,
    rappresento: data.rappresento,
    nomeStruttura: data.nomeStruttura || undefined,
    tipoEnte: data.rappresento === 'altro' ? data.tipoEnte || undefined : undefined,
    inQuanto: data.rappresento === 'pubblica-amministrazione' ? data.inQuanto || undefined : undefined,
    avvisiPer: data.avvisiPer || undefined,
  }))

export type NewsletterRequest = z.output<typeof newsletterSchema>

/** Field → first message, for the browser form. */
export function newsletterErrors(values: Record<string, string>): Partial<Record<NewsletterField, string>> {
  const result = newsletterSchema.safeParse(values)
  const errors: Partial<Record<NewsletterField, string>> = {}
  if (result.success) return errors
  for (const issue of result.error.issues) {
    const field = issue.path[0] as NewsletterField
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message
  }
  return errors
}
