import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { dataDir } from '../env'
import { revalidateSite } from '../hooks/revalidate'
import { publicRead } from './access'

/** Files for visitors to download (guidelines, templates, spreadsheets): served at /cms-api/documents/file/<name>. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Documento', plural: 'Documenti' },
  access: publicRead,
  admin: { group: 'Contenuti', useAsTitle: 'title', defaultColumns: ['title', 'filename', 'filesize'] },
  hooks: revalidateSite('documents'),
  upload: {
    staticDir: path.join(dataDir(), 'documents'),
    mimeTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'text/csv',
    ],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=86400')
      return headers
    },
  },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true, admin: { description: 'Il nome del documento come lo leggono i visitatori.' } },
  ],
}
