import { z } from '@/forms/shared/zod'
import { TERRITORY_AREAS, TERRITORY_LIMITS } from './fields'

type TerritoryArea = (typeof TERRITORY_AREAS)[number]['value']
const AREA_VALUES = TERRITORY_AREAS.map((a) => a.value) as [TerritoryArea, ...TerritoryArea[]]

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
