import { chartTables, tableFields, type ChartTable } from './tables'
import { siteUrl } from '@/cms/env'
import type { DatasetMeta } from './catalogue'
import type { TableResource } from './datapackage'
import { pathFor } from '@/content/paths'
import { findPublished } from '@/content/published'
import type { Dati } from '@/payload-types'

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url)

/** The newest of the editor's update date and the last change a source brought. */
function modified(doc: Dati, tables: ChartTable[]): string {
  const dates = [doc.customUpdateDate, ...tables.map((t) => t.changedAt)].filter((d): d is string => Boolean(d))
  return dates.sort().at(-1) ?? doc.updatedAt
}

/** The charts' tables (CSV and JSON), then the files the editor listed. */
export function datasetMeta(doc: Dati, origin = siteUrl()): { meta: DatasetMeta; tables: ChartTable[] } {
  const path = pathFor('datis', doc)
  const tables = chartTables(doc.body, path)
  const sources = [doc.fonteUrl, ...tables.map((t) => t.source)].filter((s): s is string => Boolean(s && /^https?:\/\//.test(s)))
  const meta: DatasetMeta = {
    slug: doc.slug,
    title: doc.title,
    description: doc.summary?.trim() || doc.title,
    landingPage: `${origin}${path}`,
    modified: modified(doc, tables),
    theme: doc.tema,
    frequency: doc.frequenza,
    licenza: doc.licenza,
    distributions: [
      ...tables.flatMap((t) => [
        { title: `${t.title} (CSV)`, format: 'CSV', url: absolute(origin, t.csvPath) },
        { title: `${t.title} (JSON)`, format: 'JSON', url: absolute(origin, t.jsonPath) },
      ]),
      ...(doc.files ?? []).map((f) => ({ title: f.title, format: f.format, url: absolute(origin, f.url) })),
    ],
    sources: [...new Set(sources)],
  }
  return { meta, tables }
}

export function tableResources(tables: ChartTable[], origin = siteUrl()): TableResource[] {
  return tables.map((t) => ({ name: t.anchor, title: t.title, path: absolute(origin, t.csvPath), fields: tableFields(t.spec) }))
}

export async function publishedDataset(slug: string): Promise<Dati | null> {
  const { docs } = await findPublished({ collection: 'datis', where: { slug: { equals: slug } }, limit: 1, depth: 0 })
  return docs[0] ?? null
}

export async function publishedDatasets(): Promise<Dati[]> {
  const { docs } = await findPublished({ collection: 'datis', pagination: false, depth: 0, sort: 'title' })
  return docs
}
