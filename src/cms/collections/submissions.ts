import path from 'node:path'
import type { ExportBeforeHook, ImportExportPluginConfig } from '@payloadcms/plugin-import-export/types'
import type { CollectionBeforeOperationHook, CollectionConfig, CollectionSlug, Endpoint, Field } from 'payload'
import { escapeFormulasInCsv } from '../hooks/csv-formulas'
import { dataDir } from '../env'
import { chiefEditors, hasRole, nobody } from './access'
import { exportColumns, italianRows, withSemicolons } from './csv-export'

/**
 * What visitors send through the forms (personal data): caporedattori and amministratori read,
 * export and delete; nobody creates or edits through the CMS API (the site's endpoints write with the local API).
 */
export const submissionAccess: CollectionConfig['access'] = { read: chiefEditors, create: nobody, update: nobody, delete: chiefEditors }

export const SUBMISSIONS_GROUP = 'Richieste dai moduli'

/** Collections editors export as CSV (import-export plugin). */
export const submissionCollections: CollectionSlug[] = ['newsletterSubscriptions', 'feedbacks', 'territoryRequests', 'supportRequests']

/** Italian headers, option labels, Rome time and formulas escaped, on every batch of both the download and the saved file. */
function italianExport(slug: CollectionSlug): ExportBeforeHook {
  return async (args) => {
    const data = italianRows(args.data, exportColumns(args.req.payload.collections[slug]!.config.fields))
    return escapeFormulasInCsv({ ...args, data })
  }
}

/** The saved export's file, semicolon-separated (the plugin's own hook has just written it to req.file). */
const semicolonFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const file = req.file
  if (operation === 'create' && file?.mimetype?.startsWith('text/csv')) {
    const data = Buffer.from(withSemicolons(file.data.toString('utf8')), 'utf8')
    req.file = { ...file, data, size: data.length }
  }
  return args
}

/**
 * The direct download, semicolon-separated too, and only for who may read submissions: for anyone
 * else the plugin's CSV stream never ends (its read is refused inside the stream), so it is refused first.
 */
function semicolonDownload(endpoint: Endpoint): Endpoint {
  return {
    ...endpoint,
    handler: async (req) => {
      if (!hasRole(req.user, 'caporedattore')) {
        return Response.json({ message: 'Solo caporedattori e amministratori possono esportare le richieste.' }, { status: 403 })
      }
      const response = await endpoint.handler(req)
      if (!response.headers.get('content-type')?.startsWith('text/csv')) return response
      return new Response(withSemicolons(await response.text()), { status: response.status, headers: response.headers })
    },
  }
}

/** Italian labels for the export form's fields that the plugin leaves unlabelled ('Collection Slug'). */
const EXPORT_FIELD_LABELS: Record<string, string> = {
  name: 'Nome del file',
  collectionSlug: 'Raccolta',
  where: 'Filtro',
  sort: 'Ordinamento',
  drafts: 'Bozze',
  locale: 'Lingua',
  page: 'Pagina',
}

/**
 * The export form: the limit without the plugin's component that copies the list's page size
 * (empty means every row), and an Italian label on every field.
 */
function italianExportForm(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('name' in field && field.name === 'fields' && field.type === 'text') {
      return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Field: '@/cms/components/ExportFields.client#ExportFields' } } } as Field
    }
    if ('name' in field && field.name === 'sortOrder' && field.type === 'select') {
      const options = [{ label: 'Crescente', value: 'asc' }, { label: 'Decrescente', value: 'desc' }]
      return { ...field, label: 'Ordine', options, admin: { ...field.admin, components: { ...field.admin?.components, Field: '@/cms/components/ExportSortOrder.client#ExportSortOrder' } } } as Field
    }
    if ('name' in field && field.name === 'limit' && field.type === 'number') {
      return { ...field, admin: { ...field.admin, components: undefined, placeholder: 'Tutte le righe' } }
    }
    if ('fields' in field && (field.type === 'row' || field.type === 'collapsible' || field.type === 'group')) {
      return { ...field, fields: italianExportForm(field.fields) } as Field
    }
    if ('name' in field && !('label' in field && field.label) && EXPORT_FIELD_LABELS[field.name]) {
      return { ...field, label: EXPORT_FIELD_LABELS[field.name] } as Field
    }
    return field
  })
}

/** The export button above a submissions list (ExportButton), with the plugin's export collection. */
export function withExportButton(collection: CollectionConfig): CollectionConfig {
  const admin = collection.admin ?? {}
  const button = { path: '@/cms/components/ExportButton.client#ExportButton', clientProps: { collectionSlug: collection.slug, exportCollectionSlug: 'exports' } }
  return { ...collection, admin: { ...admin, components: { ...admin.components, beforeListTable: [...(admin.components?.beforeListTable ?? []), button] } } }
}

/** Export only, as CSV, synchronously (no jobs runner needed); the stored export files are for caporedattori and amministratori. */
export function submissionExports(slugs: CollectionSlug[]): ImportExportPluginConfig {
  return {
    collections: slugs.map((slug) => ({
      slug,
      import: false,
      export: { format: 'csv', disableJobsQueue: true, hooks: { before: italianExport(slug) } },
    })),
    overrideExportCollection: ({ collection }) => ({
      ...collection,
      labels: { singular: 'Esportazione', plural: 'Esportazioni' },
      // Shown to caporedattori too: «Salva» on an export opens the saved export, «Non è stato trovato nulla» when hidden.
      admin: { ...collection.admin, group: SUBMISSIONS_GROUP, hidden: ({ user }) => !hasRole(user, 'caporedattore') },
      access: { ...collection.access, read: chiefEditors, create: chiefEditors, delete: chiefEditors, update: nobody },
      fields: italianExportForm(collection.fields),
      hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), semicolonFile] },
      endpoints: (collection.endpoints || []).map((e) => (e.path === '/download' ? semicolonDownload(e) : e)),
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
