import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { dataDir } from '../env'
import { revalidateSite } from '../hooks/revalidate'
import { refuseOtherFileTypes } from '../hooks/upload-types'
import { publicRead } from './access'

const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml']

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Immagine', plural: 'Immagini' },
  access: publicRead,
  admin: { group: 'Contenuti' },
  hooks: { ...revalidateSite('media'), beforeOperation: [refuseOtherFileTypes(MEDIA_TYPES, (name) => `«${name}» non è un’immagine: qui si caricano JPEG, PNG, WebP, AVIF o SVG. PDF, fogli di calcolo e documenti vanno in «Documenti».`)] },
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    mimeTypes: MEDIA_TYPES,
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: [
      { name: 'card', width: 640, height: 360, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'tablet', width: 1024, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'hero', width: 1600, height: 900, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'card',
    // A new upload with the same name gets a new file name, so a URL's bytes do not change.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=2592000, stale-while-revalidate=86400')
      return headers
    },
  },
  fields: [
    {
      name: 'alt',
      label: 'Testo alternativo',
      type: 'text',
      required: true,
      admin: { description: 'Descrive l’immagine a chi non può vederla. Obbligatorio.' },
    },
    { name: 'title', label: 'Titolo', type: 'text' },
    // The storage's folder (plugin-cloud-storage's `prefix`, labelled «Prefix» in English): not for editors.
    { name: 'prefix', label: 'Cartella nell’archivio', type: 'text', admin: { hidden: true } },
  ],
}
