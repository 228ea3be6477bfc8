import { licenceOf, type DatasetMeta } from './catalogue'

/** A chart's table as a tabular resource: the CSV the site serves (semicolons, decimal comma). */
export type TableResource = { name: string; title: string; path: string; fields: TableField[] }
/** A column; a number may have a group separator (1.234) and a unit around it (bareNumber false: 12 €). */
type TableField = { name: string; type: 'string' | 'number'; title: string; groupChar?: string; bareNumber?: boolean }

const FRICTIONLESS_LICENCES: Record<string, string> = { 'CC BY 4.0': 'CC-BY-4.0', 'CC BY-SA 4.0': 'CC-BY-SA-4.0', 'CC0 1.0': 'CC0-1.0' }

/** A package name: lower case, digits and - . _ only (Frictionless). */
const packageName = (slug: string) => slug.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')

/** Frictionless Tabular Data Package (datapackage.json) of an open data page. */
export function dataPackage(meta: DatasetMeta, tables: TableResource[]) {
  const lic = licenceOf(meta)
  return {
    profile: 'tabular-data-package',
    name: packageName(meta.slug),
    title: meta.title,
    description: meta.description,
    homepage: meta.landingPage,
    version: meta.modified.slice(0, 10),
    created: meta.modified,
    keywords: ['open data', ...meta.keywords],
    licenses: [{ name: FRICTIONLESS_LICENCES[lic.code], path: lic.uri, title: lic.name }].map((l) => (l.name ? l : { path: l.path, title: l.title })),
    ...(meta.sources.length ? { sources: meta.sources.map((s) => ({ title: 'Fonte originale', path: s })) } : {}),
    resources: tables.map((t) => ({
      profile: 'tabular-data-resource',
      name: packageName(t.name),
      title: t.title,
      path: t.path,
      format: 'csv',
      mediatype: 'text/csv',
      encoding: 'utf-8',
      dialect: { delimiter: ';', doubleQuote: true, lineTerminator: '\r\n', header: true },
      schema: { fields: t.fields.map((f) => (f.type === 'number' ? { ...f, decimalChar: ',' } : f)) },
    })),
  }
}
