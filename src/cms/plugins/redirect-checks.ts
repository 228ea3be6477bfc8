import type { Payload, PayloadRequest, Where } from 'payload'
import { HOME_SLUG, matchPath, pathFor, SECTION_INDEXES } from '@/content/paths'
import { isInternalTarget } from '@/content/legacy-redirects'
import { COLLECTION_LABELS } from '../hooks/references'

/** «Da» of a redirect: what is wrong with it, in a sentence saying what to write; true when right. */
export function fromPathProblem(value: unknown): true | string {
  if (typeof value !== 'string' || !value.trim()) return 'Scrivi il vecchio percorso da reindirizzare, per esempio /vecchia-pagina.'
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || value.startsWith('//') || value.startsWith('www.')) {
    return `«${value}» è un indirizzo completo: scrivi solo il percorso, cioè quel che segue il nome del sito, per esempio /vecchia-pagina.`
  }
  if (!value.startsWith('/')) return `Il percorso deve iniziare con la barra: scrivi /${value.replace(/^\/*/, '')}.`
  if (value !== '/' && value.endsWith('/')) return `Togli la barra finale: scrivi ${value.replace(/\/+$/, '')}.`
  if (/[?#]/.test(value)) return 'Scrivi il percorso senza ? né #: il reindirizzamento vale per tutto quel che segue.'
  return isInternalTarget(value) ? true : 'Il percorso contiene caratteri non ammessi: usa lettere, cifre, trattini e barre, per esempio /vecchia-pagina.'
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '')

/**
 * «Da» as it is stored: a full address of this site (its public host, with or without www, or the
 * host the editor is working on) becomes its path (https://sito/x/ → /x), and the trailing slash
 * goes (a visitor's /x/ is looked up as /x).
 */
export function toPath(value: unknown, ...siteHosts: (string | null | undefined)[]): unknown {
  if (typeof value !== 'string') return value
  const text = value.trim()
  const hosts = siteHosts.filter((h): h is string => Boolean(h)).map(bareHost)
  try {
    const url = new URL(text)
    return hosts.includes(bareHost(url.host)) ? url.pathname.replace(/(.)\/+$/, '$1') : value
  } catch {
    return text.startsWith('/') ? text.replace(/(.)\/+$/, '$1') : value
  }
}

/** The published document a visitor sees at this path, described for an editor ('Pagina «Il programma»'), or null. */
export async function pageAt(payload: Payload, path: string, req?: PayloadRequest): Promise<string | null> {
  const segments = path.split('/').filter(Boolean)
  if (SECTION_INDEXES[segments.join('/')]) return `l’elenco «${path}»`
  for (const match of matchPath(segments)) {
    if (match.kind === 'alias') continue
    const collection = match.kind === 'page' ? 'pages' : match.kind === 'faq' ? 'faqs' : match.collection
    const slug = match.kind === 'page' ? match.slug || HOME_SLUG : match.slug
    const where: Where = { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }, ...(match.kind === 'faq' ? [{ category: { equals: match.category } }] : [])] }
    const { docs } = await payload.find({ collection, where, depth: 0, limit: 1, overrideAccess: true, req })
    const doc = docs[0] as { title?: string; name?: string } | undefined
    if (doc) return `${COLLECTION_LABELS[collection] ?? collection} «${doc.title ?? doc.name ?? slug}»`
  }
  return null
}

type RedirectTo = { type?: string | null; url?: string | null; reference?: { relationTo?: string; value?: unknown } | null }

/** Where a redirect leads, for the list: the address, or the linked document's path. */
export async function destinationOf(payload: Payload, to: RedirectTo | null | undefined): Promise<string> {
  if (!to) return ''
  if (to.type !== 'reference') return to.url ?? ''
  const ref = to.reference
  const id = ref?.value && typeof ref.value === 'object' ? (ref.value as { id?: unknown }).id : ref?.value
  if (!ref?.relationTo || id == null) return ''
  try {
    const doc = (await payload.findByID({ collection: ref.relationTo as 'pages', id: id as number, depth: 0, draft: false, overrideAccess: true })) as { slug?: string; category?: string | null }
    return doc.slug ? pathFor(ref.relationTo as 'pages', { slug: doc.slug, category: doc.category ?? null }) : ''
  } catch {
    return `${COLLECTION_LABELS[ref.relationTo] ?? ref.relationTo} eliminato`
  }
}
