import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { type CollectionBeforeValidateHook, type Field, type FieldHook, type PayloadRequest, type TextFieldSingleValidation } from 'payload'
import { ROUTED_SLUGS } from '@/content/paths'
import { anyone, chiefEditors } from '../collections/access'
import { siteUrl } from '../env'
import { fieldError } from '../fields/typed-text'
import { revalidateSite } from '../hooks/revalidate'
import { destinationOf, fromPathProblem, pageAt, toPath } from './redirect-checks'

const LABELS: Record<string, string> = {
  from: 'Da (percorso)',
  to: 'Verso',
  type: 'Tipo di reindirizzamento',
}

const siteHosts = (req: PayloadRequest) => [new URL(siteUrl()).host, req.headers?.get?.('host')]

const fromAsPath: FieldHook = ({ value, req }) => toPath(value, ...siteHosts(req))

/** A well-formed path, and not the address of a published page: the page would win and the redirect do nothing. */
async function fromProblem(value: unknown, req: PayloadRequest): Promise<true | string> {
  const problem = fromPathProblem(value)
  if (problem !== true || !req.payload?.find) return problem
  const page = await pageAt(req.payload, value as string, req)
  return page
    ? `${value} è l’indirizzo di ${page}, pubblicata: la pagina ha la precedenza e il reindirizzamento non avrebbe effetto. Per spostarla, cambia lo slug della pagina (il vecchio indirizzo sarà reindirizzato da solo) oppure toglila prima dalla pubblicazione.`
    : true
}

const validateFrom: TextFieldSingleValidation = (value, { req }) => fromProblem(value, req)

/**
 * The same check before saving, as an APIError: its message is the sentence itself (a field's
 * validation error reaches the editor only as «Controlla questo campo: Da (percorso)»).
 */
const explainFrom: CollectionBeforeValidateHook = async ({ data, req }) => {
  if (!data || !('from' in data)) return data
  const from = toPath(data.from, ...siteHosts(req))
  const problem = await fromProblem(from, req)
  // The sentence on the field; the toast names it (a sentence with «https://» in it was cut at its colons).
  if (problem !== true) throw fieldError(LABELS.from!, ['from'], problem)
  return { ...data, from }
}

/** Where the redirect leads, computed on read (no column): the list shows it instead of «Contenuto del sito». */
const destinationField: Field = {
  name: 'destinazione',
  label: 'Destinazione',
  type: 'text',
  virtual: true,
  admin: { readOnly: true, position: 'sidebar', description: 'Dove porta il reindirizzamento.' },
  hooks: { afterRead: [({ siblingData, req }) => destinationOf(req.payload, siblingData?.to)] },
}

/** The plugin's fields with Italian labels and a check on the old path. */
function italianFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return [...defaultFields.map(italianField), destinationField]
}

function italianField(field: Field): Field {
  if (!('name' in field) || !LABELS[field.name]) return field
  if (field.name === 'from' && field.type === 'text') {
    return {
      ...field,
      label: LABELS.from,
      admin: { description: 'Percorso di questo sito (es. /vecchia-pagina): un indirizzo completo di questo sito è ridotto al percorso e la barra finale tolta. Maiuscole e minuscole non contano.' },
      hooks: { ...field.hooks, beforeValidate: [...(field.hooks?.beforeValidate ?? []), fromAsPath] },
      validate: validateFrom,
    } as Field
  }
  if (field.name === 'type' && field.type === 'select') {
    return { ...field, label: LABELS.type, defaultValue: '301', options: [
      { label: '301 · spostato per sempre', value: '301' },
      { label: '302 · spostato per ora', value: '302' },
    ] }
  }
  return { ...field, label: LABELS[field.name] } as Field
}

/**
 * Editor-managed redirects for ordinary paths, consulted by the site before a 404
 * (src/content/redirects.ts). Renamed slugs add theirs (hooks/rename-redirects.ts).
 * The legacy FAQ fragments keep their own collection (legacyRedirects).
 */
export const redirects = redirectsPlugin({
  collections: [...ROUTED_SLUGS],
  redirectTypes: ['301', '302'],
  overrides: {
    labels: { singular: 'Reindirizzamento', plural: 'Reindirizzamenti' },
    admin: { group: 'Impostazioni', useAsTitle: 'from', defaultColumns: ['from', 'destinazione', 'type', 'updatedAt'] },
    access: { read: anyone, create: chiefEditors, update: chiefEditors, delete: chiefEditors },
    hooks: { ...revalidateSite('redirects'), beforeValidate: [explainFrom] },
    fields: italianFields,
  },
})
