import path from 'node:path'
import type { ImportExportPluginConfig } from '@payloadcms/plugin-import-export/types'
import type { Access, CollectionConfig, CollectionSlug } from 'payload'
import { escapeFormulasInCsv } from '../hooks/csv-formulas'
import { dataDir } from '../env'
import { editors } from './access'

const nobody: Access = () => false

/**
 * What visitors send through the forms: editors read, export and delete; nobody creates or
 * edits through the CMS API (the site's endpoints write with the local API).
 */
export const submissionAccess: CollectionConfig['access'] = { read: editors, create: nobody, update: nobody, delete: editors }

export const SUBMISSIONS_GROUP = 'Richieste dai moduli'

/** Collections editors export as CSV (import-export plugin). */
export const submissionCollections: CollectionSlug[] = ['newsletterSubscriptions', 'feedbacks', 'territoryRequests', 'supportRequests']

/** Export only, as CSV, synchronously (no jobs runner needed); the export files are editors-only. */
export function submissionExports(slugs: CollectionSlug[]): ImportExportPluginConfig {
  return {
    collections: slugs.map((slug) => ({ slug, import: false, export: { format: 'csv', disableJobsQueue: true, hooks: { before: escapeFormulasInCsv } } })),
    overrideExportCollection: ({ collection }) => ({
      ...collection,
      admin: { ...collection.admin, group: SUBMISSIONS_GROUP },
      access: { ...collection.access, read: editors, create: editors, delete: editors, update: nobody },
      upload: { ...(typeof collection.upload === 'object' ? collection.upload : {}), staticDir: path.join(dataDir(), 'exports') },
    }),
    overrideImportCollection: ({ collection }) => ({
      ...collection,
      admin: { ...collection.admin, hidden: true },
      access: { read: nobody, create: nobody, update: nobody, delete: nobody },
      upload: { ...(typeof collection.upload === 'object' ? collection.upload : {}), staticDir: path.join(dataDir(), 'imports') },
    }),
  }
}
