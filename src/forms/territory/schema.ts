import { captchaText, labelledEmail, labelledText } from '@/forms/shared/text'
import { z } from '@/forms/shared/zod'
import { TERRITORY_AREAS, TERRITORY_LIMITS } from './fields'

type TerritoryArea = (typeof TERRITORY_AREAS)[number]['value']
const AREA_VALUES = TERRITORY_AREAS.map((a) => a.value) as [TerritoryArea, ...TerritoryArea[]]

const PHONE_CHARACTERS = 'Telefono: usa solo cifre, spazi e i segni + - ( ) . /'
const PHONE_DIGITS = 'Telefono: il numero è troppo corto, scrivi almeno 6 cifre (ad esempio 06 1234567).'

/** One schema for the browser and the server: strict, every field required, Italian messages. */
const territoryFields = {
  contact: labelledText('Ente o organizzazione', TERRITORY_LIMITS.contact),
  name: labelledText('Nome e cognome', TERRITORY_LIMITS.name),
  address: labelledEmail(),
  phone: labelledText('Telefono', TERRITORY_LIMITS.phone)
    .regex(/^\+?[0-9 ().\/-]*$/, PHONE_CHARACTERS)
    .refine((v) => v.replace(/\D/g, '').length >= 6, PHONE_DIGITS),
  area: z.enum(AREA_VALUES, { error: 'Area territoriale: scegli una delle aree proposte.' }),
  description: labelledText('Descrizione', TERRITORY_LIMITS.description, { multiline: true }),
}

export const territoryRequestSchema = z.strictObject(
  {
    ...territoryFields,
    captcha: captchaText(TERRITORY_LIMITS.captcha),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'La richiesta contiene campi non previsti.' : undefined) },
)

/** The same fields without the token: what the no-JavaScript path validates. */
export const territoryFieldsSchema = territoryRequestSchema.omit({ captcha: true })

export type TerritoryFields = z.infer<typeof territoryFieldsSchema>
