import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { dataDir } from '../env'
import { revalidateSite } from '../hooks/revalidate'
import { refuseOtherFileTypes } from '../hooks/upload-types'
import { publicRead } from './access'

const DOCUMENT_TYPES = [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'text/csv',
    ]

/** Files for visitors to download (guidelines, templates, spreadsheets): served at /cms-api/documents/file/<name>. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Documento', plural: 'Documenti' },
  access: publicRead,
  admin: { group: 'Contenuti', useAsTitle: 'title', defaultColumns: ['title', 'filename', 'filesize'] },
  hooks: { ...revalidateSite('documents'), beforeOperation: [refuseOtherFileTypes(DOCUMENT_TYPES, (name) => `«${name}» non è di un tipo ammesso tra i documenti: carica un PDF, un file Word o Excel (DOCX, XLSX), OpenDocument (ODT, ODS) o CSV. Le immagini vanno in «Immagini».`)] },
  upload: {
    staticDir: path.join(dataDir(), 'documents'),
    mimeTypes: DOCUMENT_TYPES,
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=86400')
      return headers
    },
  },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true, admin: { description: 'Il nome del documento come lo leggono i visitatori.' } },
    // The storage's folder (plugin-cloud-storage's `prefix`, labelled «Prefix» in English): not for editors.
    { name: 'prefix', label: 'Cartella nell’archivio', type: 'text', admin: { hidden: true } },
  ],
}
