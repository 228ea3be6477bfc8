import { z } from '@/forms/shared/zod'

/** Spec section 5: the six areas, with the labels the contact page uses. */
export const TERRITORY_AREAS = [
  { value: 'nord-est', label: 'Nord-est' },
  { value: 'lombardia', label: 'Lombardia' },
  { value: 'nord-ovest', label: 'Nord-ovest' },
  { value: 'centro', label: 'Centro' },
  { value: 'sud-est', label: 'Sud-est' },
  { value: 'sud-ovest', label: 'Sud-ovest' },
] as const

type TerritoryArea = (typeof TERRITORY_AREAS)[number]['value']
const AREA_VALUES = TERRITORY_AREAS.map((a) => a.value) as [TerritoryArea, ...TerritoryArea[]]

export const TERRITORY_LIMITS = { contact: 200, name: 120, address: 254, phone: 30, description: 300, descriptionWarning: 250, captcha: 8000 } as const

const PHONE_CHARACTERS = 'Telefono: usa solo cifre, spazi e i segni + - ( ) . /'
const PHONE_DIGITS = 'Telefono: il numero è troppo corto, scrivi almeno 6 cifre (ad esempio 06 1234567).'

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: campo obbligatorio.` })
    .trim()
    .min(1, `${label}: campo obbligatorio.`)
    .max(max, `${label}: al massimo ${max} caratteri.`)

/** One schema for the browser and the server: strict, every field required, Italian messages. */
const territoryFields = {
  contact: text('Ente o organizzazione', TERRITORY_LIMITS.contact),
  name: text('Nome e cognome', TERRITORY_LIMITS.name),
  address: z
    .string({ error: 'Email: campo obbligatorio.' })
    .trim()
    .min(1, 'Email: campo obbligatorio.')
    .max(TERRITORY_LIMITS.address, 'Email: indirizzo troppo lungo.')
    .pipe(z.email('Email: indirizzo non valido.')),
  phone: text('Telefono', TERRITORY_LIMITS.phone)
    .regex(/^\+?[0-9 ().\/-]*$/, PHONE_CHARACTERS)
    .refine((v) => v.replace(/\D/g, '').length >= 6, PHONE_DIGITS),
  area: z.enum(AREA_VALUES, { error: 'Area territoriale: scegli una delle aree proposte.' }),
  description: text('Descrizione', TERRITORY_LIMITS.description),
}

export const territoryRequestSchema = z.strictObject(
  {
    ...territoryFields,
    captcha: z
      .string({ error: 'Verifica anti-robot: completa la verifica prima di inviare.' })
      .trim()
      .min(1, 'Verifica anti-robot: completa la verifica prima di inviare.')
      .max(TERRITORY_LIMITS.captcha, 'Verifica anti-robot non valida.'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'La richiesta contiene campi non previsti.' : undefined) },
)

/** The same fields without the token: what the no-JavaScript path validates. */
export const territoryFieldsSchema = territoryRequestSchema.omit({ captcha: true })

export type TerritoryFields = z.infer<typeof territoryFieldsSchema>

export const TERRITORY_MESSAGES = {
  success: 'Messaggio inviato!',
  failure: "Errore durante l'invio del form",
  network: 'Errore di connessione o reCAPTCHA. Riprova più tardi.',
} as const
