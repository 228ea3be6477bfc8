/** Plain text of CMS documents for the index. Pure: no CMS access. */
import { avvisoStatus } from '@/programme/status'
import { formatLongDate } from '@/content/dates'
import { avvisoPath, beneficiaryPath, measurePath, pathFor, type RoutedCollection } from '@/content/paths'
import { isBlockReference } from '@/content/reference'
import { synonymKeywords } from './synonyms'
import type { ContentType, SearchRecord } from './types'

type Node = { type?: string; text?: string; children?: Node[] }

const BLOCK_NODES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'tablecell'])

/** The text of a Lexical document, one line per paragraph, heading or list item. */
export function lexicalText(state: unknown): string {
  const lines: string[] = []
  const walk = (node: Node, line: string[]): void => {
    if (typeof node.text === 'string') line.push(node.text)
    if (node.type === 'linebreak') line.push(' ')
    for (const child of node.children ?? []) {
      if (child.type && BLOCK_NODES.has(child.type)) {
        const own: string[] = []
        walk(child, own)
        lines.push(own.join(''))
      } else walk(child, line)
    }
  }
  const root = (state as { root?: Node } | null)?.root
  if (root) walk(root, lines)
  return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n')
}

/** Keys whose strings are settings, addresses or ids, not text a visitor reads. */
const NOT_TEXT = new Set([
  'id', 'blockType', 'blockName', 'slug', 'url', 'href', 'target', 'icon', 'layout', 'colore', 'color',
  'variant', 'backgroundColor', 'filename', 'mimeType', 'url16_9', 'videoId', 'source', 'provider',
  'createdAt', 'updatedAt', 'customUpdateDate', 'date', 'startDate', 'endDate', 'category', 'chartData', 'config', 'data',
  // Options of select and radio fields (a KPI's «up», «sum»): values, not words on the page.
  'flowDirection', 'fromSource', 'cardLayout', 'cardType', 'colour', 'columns', 'imagePosition', 'selection', 'types',
])
const looksLikeValue = (s: string) => /^(https?:|\/|#|mailto:)/.test(s) || /^\d{4}-\d{2}-\d{2}T/.test(s) || /^[\w-]+$/.test(s) && /[_-]/.test(s)

/** The readable text of page blocks: rich text and the text fields of every block, in order. */
export function blocksText(value: unknown, key = ''): string[] {
  if (value == null || NOT_TEXT.has(key)) return []
  if (typeof value === 'string') return looksLikeValue(value) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((v) => blocksText(v))
  if (typeof value !== 'object') return []
  if ('root' in value) return [lexicalText(value)]
  // A populated upload or relationship is another document: its text is not this one's.
  if ('mimeType' in value || ('slug' in value && 'title' in value && 'createdAt' in value)) return []
  return Object.entries(value).flatMap(([k, v]) => blocksText(v, k))
}

const COLLECTION_TYPES = {
  pages: 'page',
  news: 'news',
  faqs: 'faq',
  resources: 'resource',
  supportos: 'supporto',
  updates: 'update',
  datis: 'dati',
  announcements: 'avviso',
  // The programme's own pages (/misure/…, /beneficiari/…): shown as «Pagina», not a filter of their own.
  misuras: 'page',
  enteBeneficiarios: 'page',
} as const satisfies Record<string, ContentType>

/** objectID prefixes: measures and beneficiaries share the «page» type with pages, not their ids. */
const RECORD_PREFIX: Record<IndexedCollection, string> = { ...COLLECTION_TYPES, misuras: 'misura', enteBeneficiarios: 'beneficiario' }

export type IndexedCollection = keyof typeof COLLECTION_TYPES
export const INDEXED_COLLECTIONS = Object.keys(COLLECTION_TYPES) as IndexedCollection[]

type Doc = Record<string, unknown> & { id: number | string }
type Cta = { href?: string | null; cmsPage?: { slug?: string } | number | null; target?: string | null } | null | undefined

const MAX_CONTENT = 20_000
const str = (v: unknown) => (typeof v === 'string' ? v : '')
const join = (...parts: string[]) => parts.map((p) => p.trim()).filter(Boolean).join('\n').slice(0, MAX_CONTENT)
const external = (url: string) => /^https?:\/\//.test(url)

function linkOf(cta: Cta): { url: string; target: SearchRecord['target'] } | null {
  const page = cta?.cmsPage
  const url = typeof page === 'object' && page?.slug ? pathFor('pages', { slug: page.slug }) : str(cta?.href)
  return url ? { url, target: cta?.target === '_blank' || external(url) ? '_blank' : '_self' } : null
}

/** An avviso links to its page on the site; its state and dates lead its text, so a result shows them. */
function announcementRecord(doc: Doc, objectID: string): SearchRecord | null {
  const name = str(doc.name)
  if (!name) return null
  const beneficiari = Array.isArray(doc.beneficiari) ? doc.beneficiari.map(str) : []
  const label = (v: unknown) => (v as { label?: string } | null)?.label ?? ''
  const when = `Stato: ${avvisoStatus({ status: str(doc.status), startDate: str(doc.startDate), endDate: str(doc.endDate) })} · Apertura ${formatLongDate(str(doc.startDate))} · Chiusura ${formatLongDate(str(doc.endDate))}`
  const content = join(when, label(doc.misura), label(doc.entePromotore), beneficiari.join(', '), str(doc.descrizione))
  return { objectID, title: name, content, slug: '', url: avvisoPath(name), target: '_self', content_type: 'avviso' }
}

/** A measure's code, the start of its label («1.4.1 Esperienza…» → «1.4.1»), or ''. */
const measureCode = (label: string) => /^\d+(?:\.\d+)+/.exec(label.trim())?.[0] ?? ''

/** A measure's page: what it finances, for whom, by whom; its code also as «misura 1.4.1». */
function measureRecord(doc: Doc, objectID: string): SearchRecord | null {
  const label = str(doc.label)
  if (!label) return null
  const names = (v: unknown) => (Array.isArray(v) ? v.map((b) => str((b as { label?: string } | null)?.label)) : [])
  const promotore = str((doc.entePromotore as { label?: string } | null)?.label)
  const content = join(str(doc.descrizione), str(doc.plateaPotenziale), str(doc.aggiornamenti), promotore, names(doc.entiBeneficiari).join(', '))
  const code = measureCode(label)
  return { objectID, title: `Misura ${label}`, content, slug: '', url: measurePath(label), target: '_self', content_type: 'page', keywords: code ? `misura ${code} misure` : 'misura misure' }
}

/** A type of beneficiary body's page (/beneficiari/<slug>). */
function beneficiaryRecord(doc: Doc, objectID: string): SearchRecord | null {
  const label = str(doc.label)
  if (!label) return null
  return { objectID, title: label, content: join(str(doc.descrizione)), slug: '', url: beneficiaryPath(label), target: '_self', content_type: 'page', keywords: 'beneficiari enti beneficiari' }
}

export const isIndexed = (collection: string): collection is IndexedCollection => collection in COLLECTION_TYPES

export const recordId = (collection: IndexedCollection, id: number | string) => `${RECORD_PREFIX[collection]}-${id}`

/** The record with its hidden keywords: the programme's synonyms of what it says (never shown). */
function withKeywords(record: SearchRecord | null): SearchRecord | null {
  if (!record) return null
  const keywords = [record.keywords, synonymKeywords(`${record.title}\n${record.content}`)].filter(Boolean).join(' · ')
  return keywords ? { ...record, keywords } : record
}

/** The record of one document, or null when it has nowhere to link to. */
export function recordFor(collection: IndexedCollection, doc: Doc): SearchRecord | null {
  return withKeywords(baseRecord(collection, doc))
}

function baseRecord(collection: IndexedCollection, doc: Doc): SearchRecord | null {
  const content_type = COLLECTION_TYPES[collection]
  const objectID = recordId(collection, doc.id)
  if (collection === 'announcements') return announcementRecord(doc, objectID)
  if (collection === 'misuras') return measureRecord(doc, objectID)
  if (collection === 'enteBeneficiarios') return beneficiaryRecord(doc, objectID)
  if (collection === 'updates') {
    const link = linkOf(doc.cta as Cta)
    return link ? { objectID, title: str(doc.title), content: join(str((doc.cta as { text?: string })?.text)), slug: '', ...link, content_type } : null
  }
  const slug = str(doc.slug)
  const url = pathFor(collection as RoutedCollection, { slug, category: str(doc.category) || null })
  // The block reference (/esempi) and pages kept out of search engines stay out of the site's search too.
  if (isBlockReference(url) || (doc.meta as { noindex?: boolean } | null)?.noindex) return null
  return { objectID, title: str(doc.title), content: join(str(doc.summary), ...blocksText(doc.body)), slug, url, target: '_self', content_type }
}
