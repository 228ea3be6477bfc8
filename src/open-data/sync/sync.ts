import type { Payload, Where } from 'payload'
import { notifyEditors } from '@/forms/shared/notify'
import { fetchSource } from '@/integrations/sources/fetch-source'
import { readState, writeState } from '@/integrations/sources/state'
import { parseTable } from './table'
import type { ChartBlock } from '@/payload-types'
import { chartsIn } from '../chart/find'
import { parseChartConfig, type ChartRow } from '../chart/spec'
import { kpiValue, mapRows, type SourceMapping } from './mapping'

export const SYNCED_COLLECTIONS = ['datis', 'pages'] as const
export type SyncedCollection = (typeof SYNCED_COLLECTIONS)[number]
export type SyncTarget = { collection?: SyncedCollection | null; id?: number | string | null }
export type SyncReport = { checked: number; changed: number; failed: number; errors: string[] }

type Doc = { id: number | string; title?: string | null; body?: unknown; _status?: string | null }
type Outcome = { ok: true; rows: ChartRow[] } | { ok: false; error: string }

/** Fetch, parse, map: the new rows of one chart, or why not. */
async function readSource(block: ChartBlock): Promise<Outcome> {
  const source = block.source
  const config = parseChartConfig(block.chartData?.config)
  if (!config.ok) return { ok: false, error: config.error }
  const fetched = await fetchSource(source?.url ?? '')
  if (!fetched.ok) return fetched
  const table = parseTable(fetched.text, fetched.contentType)
  if (!table.ok) return table
  const rows = mapRows(table.table, source as SourceMapping, config.value)
  return rows.ok ? { ok: true, rows: rows.value } : rows
}

/** Writes the outcome into the block; true when the record must be saved (new data or a different error). */
function apply(block: ChartBlock, outcome: Outcome, now: string): boolean {
  const source = (block.source ??= {})
  if (!outcome.ok) {
    const changed = source.error !== outcome.error
    source.error = outcome.error
    return changed
  }
  const config = parseChartConfig(block.chartData?.config)
  const before = JSON.stringify([block.chartData?.data, block.kpi?.map((k) => k.value)])
  block.chartData = { ...block.chartData, data: outcome.rows }
  for (const kpi of block.kpi ?? []) {
    const value = config.ok ? kpiValue(kpi, outcome.rows, config.value) : null
    if (value != null) kpi.value = value
  }
  const changed = before !== JSON.stringify([block.chartData.data, block.kpi?.map((k) => k.value)])
  if (changed) source.changedAt = now
  const hadError = Boolean(source.error)
  source.error = null
  return changed || hadError
}

const stateKey = (collection: string, doc: Doc, anchor: string) => `grafico:${collection}:${doc.id}:${anchor}`

/** One record: every chart with a source; saved once (a new version) when something changed. */
async function syncDoc(payload: Payload, collection: SyncedCollection, doc: Doc, report: SyncReport): Promise<void> {
  const now = new Date().toISOString()
  // A draft's source is the editor's business («Aggiorna ora» shows its error in the block): only
  // published charts have a state, read by the anonymous /api/health and the failure emails.
  const draft = doc._status === 'draft'
  let save = false
  for (const block of chartsIn(doc.body) as unknown as ChartBlock[]) {
    if (!block.source?.url?.trim()) continue
    report.checked++
    const outcome = await readSource(block)
    const key = stateKey(collection, doc, block.anchor)
    const previous = draft ? null : await readState(payload, key)
    const label = `${doc.title ?? doc.id} · ${block.title}`
    if (outcome.ok) {
      const dataChanged = JSON.stringify(block.chartData?.data) !== JSON.stringify(outcome.rows)
      if (dataChanged) report.changed++
      if (!draft) await writeState(payload, key, { label, ok: true, error: null, checkedAt: now, goodAt: now })
    } else {
      report.failed++
      report.errors.push(`${label}: ${outcome.error}`)
      if (!draft) await writeState(payload, key, { label, ok: false, error: outcome.error, checkedAt: now })
      if (!draft && (previous?.ok !== false || previous.error !== outcome.error)) await notifyFailure(payload, collection, doc, label, block.source.url, outcome.error)
    }
    save = apply(block, outcome, now) || save
  }
  if (save) {
    // A draft (never published, or the editor's unpublished changes) stays a draft: the sync must not publish it.
    await payload.update({ collection, id: doc.id, data: { body: doc.body } as never, draft, overrideAccess: true, depth: 0, context: { opendataSync: true } })
  }
}

async function notifyFailure(payload: Payload, collection: string, doc: Doc, label: string, url: string, error: string) {
  await notifyEditors(
    payload,
    `Fonte dati non aggiornata: ${label}`,
    [['Grafico', label], ['Fonte', url], ['Errore', error], ['Che cosa succede', 'La pagina continua a mostrare gli ultimi dati validi.']],
    `/admin/collections/${collection}/${doc.id}`,
  )
}

/**
 * Every chart with a source in the given record («Aggiorna ora»: its latest version, the draft the
 * editor is writing if there is one), or in every data page and page (the nightly run: published).
 */
export async function syncChartSources(payload: Payload, target: SyncTarget = {}): Promise<SyncReport> {
  const report: SyncReport = { checked: 0, changed: 0, failed: 0, errors: [] }
  const draft = target.id != null
  for (const collection of target.collection ? [target.collection] : SYNCED_COLLECTIONS) {
    const where: Where = target.id != null ? { id: { equals: target.id } } : {}
    const { docs } = await payload.find({ collection, where, draft, depth: 0, limit: 0, pagination: false, overrideAccess: true })
    for (const doc of docs as Doc[]) await syncDoc(payload, collection, doc, report)
  }
  return report
}
