import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { dataDir } from '../env'
import { revalidateSite } from '../hooks/revalidate'
import { publicRead } from './access'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Immagine', plural: 'Immagini' },
  access: publicRead,
  admin: { group: 'Contenuti' },
  hooks: revalidateSite('media'),
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
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
  ],
}
