import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field } from 'payload'
import { isInternalTarget } from '@/content/legacy-redirects'
import { ROUTED_SLUGS } from '@/content/paths'
import { anyone, chiefEditors } from '../collections/access'
import { revalidateSite } from '../hooks/revalidate'

const LABELS: Record<string, string> = {
  from: 'Da (percorso)',
  to: 'Verso',
  type: 'Tipo di reindirizzamento',
}

/** The plugin's fields with Italian labels and a check on the old path. */
function italianFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return defaultFields.map((field) => {
    if (!('name' in field) || !LABELS[field.name]) return field
    if (field.name === 'from' && field.type === 'text') {
      return {
        ...field,
        label: LABELS.from,
        admin: { description: 'Percorso di questo sito, senza dominio e senza barra finale (es. /vecchia-pagina).' },
        validate: (v: unknown) =>
          typeof v === 'string' && isInternalTarget(v) && (v === '/' || !v.endsWith('/')) ? true : 'Scrivi un percorso che inizia con / e non finisce con / (es. /vecchia-pagina).',
      }
    }
    if (field.name === 'type' && field.type === 'select') {
      return { ...field, label: LABELS.type, defaultValue: '301', options: [
        { label: '301 · spostato per sempre', value: '301' },
        { label: '302 · spostato per ora', value: '302' },
      ] }
    }
    return { ...field, label: LABELS[field.name] } as Field
  })
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
    admin: { group: 'Impostazioni', useAsTitle: 'from', defaultColumns: ['from', 'to.type', 'type', 'updatedAt'] },
    access: { read: anyone, create: chiefEditors, update: chiefEditors, delete: chiefEditors },
    hooks: revalidateSite('redirects'),
    fields: italianFields,
  },
})
