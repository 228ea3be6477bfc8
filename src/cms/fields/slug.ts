import type { Field } from 'payload'

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Validates a slug: one URL segment, or several joined by '/' when `nested`. */
function validateSlug(value: unknown, nested = false): true | string {
  if (typeof value !== 'string' || value.length === 0) return 'Lo slug è obbligatorio.'
  const segments = nested ? value.split('/') : [value]
  if (segments.every((s) => SEGMENT.test(s))) return true
  return nested
    ? 'Usa lettere minuscole, numeri e trattini, con / tra le parti del percorso (es. novita/newsletter).'
    : 'Usa solo lettere minuscole, numeri e trattini (es. cos-e-il-programma).'
}

export function slugField(opts: { nested?: boolean } = {}): Field {
  return {
    name: 'slug',
    label: 'Slug (indirizzo)',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      components: { Field: '@/cms/components/SlugFromTitle.client#SlugFromTitle' },
      description: opts.nested
        ? 'Percorso della pagina senza la barra iniziale; "home" è la pagina principale.'
        : 'Ultima parte dell’indirizzo della pagina.',
    },
    validate: (value: unknown) => validateSlug(value, opts.nested),
  }
}
