import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field } from 'payload'
import { generatedDescription } from '@/content/metadata'
import { ROUTED_SLUGS } from '@/content/paths'

const noindexField: Field = {
  name: 'noindex',
  label: 'Escludi dai motori di ricerca (noindex)',
  type: 'checkbox',
  defaultValue: false,
  admin: { description: 'La pagina resta visibile ma chiede ai motori di ricerca di non indicizzarla e non compare nella sitemap.' },
}

const LABELS: Record<string, string> = {
  title: 'Titolo per i motori di ricerca (se vuoto: il titolo della pagina)',
  description: 'Descrizione per i motori di ricerca (se vuota: dal sommario, dall’hero o dal primo testo)',
  image: 'Immagine per la condivisione (se vuota: quella dell’hero)',
}

const italian = (field: Field): Field => ('name' in field && LABELS[field.name] ? ({ ...field, label: LABELS[field.name] } as Field) : field)

/**
 * Meta title, description, image and noindex on every routed collection. Empty fields fall
 * back, when the page is rendered, to what the site generates (title, hero, first text):
 * src/content/metadata.ts. 'Genera' fills a field with that same default.
 */
export const seo = seoPlugin({
  collections: [...ROUTED_SLUGS],
  uploadsCollection: 'media',
  tabbedUI: false,
  generateTitle: ({ doc }) => (doc as { title?: string }).title ?? '',
  generateDescription: ({ doc }) => generatedDescription(doc as Parameters<typeof generatedDescription>[0]),
  fields: ({ defaultFields }) => [...defaultFields.map(italian), noindexField],
})
