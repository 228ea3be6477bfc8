import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type CollectionSlug, type Endpoint, type Payload, type PayloadRequest, type Where } from 'payload'
import { editorName } from './authors'

/**
 * «Prendi il controllo» that holds (issue 38, problem 4). Payload moves the document's lock to the
 * editor who takes over, but the previous editor's tab keeps autosaving: its save found no lock in
 * the instant another save had deleted and not yet re-created it (SQLite runs without
 * transactions), took the lock back, and the new holder's next edit was refused.
 *
 * Here the takeover is remembered for the editor who lost the lock (one of Payload's preferences of
 * that account, `sito-presa:<collection>:<id>`): every later save of theirs on the document is
 * refused in Italian, and what they typed is kept for them in a draft copy of the document, named
 * in the message. The mark ends when they take the document back or open it again (the edit view
 * deletes it on mount, components/PublishButton.client.tsx), i.e. when their form shows the
 * document as it now is.
 */

const PREFERENCES = 'payload-preferences'
const LOCKS = 'payload-locked-documents'
/** Payload's default lock duration (no collection sets its own). */
const LOCK_MS = 300_000

const takeoverKey = (collection: string, id: number | string) => `sito-presa:${collection}:${id}`

type Mark = { da: string; il: string; copia?: number | string }
type Ref = { relationTo?: string; value?: unknown }

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value)
const userOf = (doc: { user?: Ref } | undefined) => idOf(doc?.user?.value) as number | string | undefined

// Payload's own preferences, read at the database level as Payload does (payload/preferences/operations);
// written and deleted by id: a `where` on their polymorphic `user` fails on SQLite outside `find`
// (Payload's own DELETE /payload-preferences/:key does), and the local API would check the account.
const markWhere = (userId: number | string, key: string): Where => ({
  and: [{ key: { equals: key } }, { 'user.value': { equals: userId } }, { 'user.relationTo': { equals: 'users' } }],
})

async function findMark(payload: Payload, userId: number | string, key: string) {
  const { docs } = await payload.db.find({ collection: PREFERENCES, where: markWhere(userId, key), limit: 1, pagination: false, sort: '-updatedAt' })
  return docs[0] as { id: number | string; value?: Mark } | undefined
}

async function writeMark(payload: Payload, userId: number | string, key: string, value: Mark) {
  const found = await findMark(payload, userId, key)
  if (found) await payload.db.updateOne({ collection: PREFERENCES, id: found.id, data: { value } })
  else await payload.db.create({ collection: PREFERENCES, data: { key, user: { relationTo: 'users', value: userId }, value } })
}

async function deleteMark(payload: Payload, userId: number | string, key: string) {
  const found = await findMark(payload, userId, key)
  if (found) await payload.db.deleteOne({ collection: PREFERENCES, where: { id: { equals: found.id } } })
}

/**
 * `DELETE /cms-api/presa-in-carico/:collection/:id`: the edit view, opened, ends the signed-in
 * editor's mark on the document (components/PublishButton.client.tsx).
 */
export const endTakeoverMark: Endpoint = {
  path: '/presa-in-carico/:collection/:id',
  method: 'delete',
  handler: async (req) => {
    const { collection, id } = (req.routeParams ?? {}) as { collection?: string; id?: string }
    if (!req.user) return Response.json({ errors: [{ message: 'Accedi per continuare.' }] }, { status: 401 })
    if (collection && id) await deleteMark(req.payload, req.user.id, takeoverKey(collection, id))
    return new Response(null, { status: 204 })
  },
}

/** The editor holding the document's lock now (Payload's rule: the newest lock younger than its duration). */
async function lockHolder(req: PayloadRequest, collection: string, id: number | string): Promise<number | string | undefined> {
  const { docs } = await req.payload.find({
    collection: LOCKS,
    where: { and: [{ 'document.relationTo': { equals: collection } }, { 'document.value': { equals: id } }, { updatedAt: { greater_than: new Date(Date.now() - LOCK_MS).toISOString() } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return userOf(docs[0] as { user?: Ref } | undefined)
}

/** On the locked-documents collection: a lock moved to another editor marks the takeover for the one who had it. */
export const markTakeover: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user) return data
  const before = userOf(originalDoc as { user?: Ref })
  const after = userOf(data as { user?: Ref })
  const doc = (originalDoc as { document?: Ref } | undefined)?.document
  const docId = idOf(doc?.value) as number | string | undefined
  if (before == null || after == null || before === after || !doc?.relationTo || docId == null) return data
  await writeMark(req.payload, before, takeoverKey(doc.relationTo, docId), { da: editorName(req.user) ?? 'Un altro redattore', il: new Date().toISOString() })
  // The editor taking over has no mark of their own on it any more.
  await deleteMark(req.payload, req.user.id, takeoverKey(doc.relationTo, docId))
  return data
}

const STAMPS = new Set(['id', 'createdAt', 'updatedAt', '_status', 'creatoDa', 'modificatoDa'])

/** The refused editor's text, as a new draft of the same type: the title says whose and why, the address is its own. */
function copyOf(data: Record<string, unknown>, who: string, stamp: string): Record<string, unknown> {
  const copy = Object.fromEntries(Object.entries(data).filter(([key]) => !STAMPS.has(key)))
  const label = `(copia di ${who} del ${stamp})`
  if (typeof copy.title === 'string') copy.title = `${copy.title} ${label}`
  if (typeof copy.name === 'string') copy.name = `${copy.name} ${label}`
  if (typeof copy.slug === 'string' && copy.slug) copy.slug = `${copy.slug}-copia-${Date.now()}`
  return copy
}

async function keepCopy(req: PayloadRequest, collection: CollectionSlug, data: Record<string, unknown>, mark: Mark): Promise<{ id?: number | string; title?: string }> {
  const who = editorName(req.user) ?? 'un redattore'
  // No «:» or «,» in what the admin's toast shows: it splits a message there into a list.
  const stamp = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date()).replace(', ', ' ore ').replace(':', '.')
  const copy = copyOf(data, who, stamp)
  // Its own transaction (no `req`): the refused save rolls back, the copy stays.
  const options = { collection, data: { ...copy, _status: 'draft' as const }, draft: true, overrideAccess: true, user: req.user, context: { sitoCopiaPresaInCarico: true } }
  try {
    const saved = (mark.copia != null
      ? await req.payload.update({ ...options, id: mark.copia, data: { ...options.data, slug: undefined } as never })
      : await req.payload.create(options as never)) as { id: number | string; title?: string; name?: string }
    return { id: saved.id, title: saved.title ?? saved.name }
  } catch (error) {
    req.payload.logger.error({ msg: 'copia del testo dopo la presa in carico non salvata', err: error })
    return {}
  }
}

/**
 * On the editorial collections, before a save from the admin or the API: an editor whose document
 * was taken over saves nothing on it (nor takes the lock back); their text goes to a draft copy.
 * Also notes who held the lock before the save, for keepLockAfterAutosave.
 */
export const refuseAfterTakeover: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'update' || !req.user) return args
  const id = (args as { id?: number | string }).id
  if (id == null) return args
  let holder = (await lockHolder(req, collection.slug, id)) ?? null
  if (holder != null && holder !== req.user.id && (await findMark(req.payload, holder, takeoverKey(collection.slug, id)))) {
    // The lock of an editor the document was taken from (their tab took it in an instant it was free) is not real.
    await req.payload.delete({ collection: LOCKS, where: { and: [{ 'document.relationTo': { equals: collection.slug } }, { 'document.value': { equals: id } }, { 'user.value': { equals: holder } }] }, overrideAccess: true, req })
    holder = (await lockHolder(req, collection.slug, id)) ?? null
  }
  req.context.lockHolderBefore = holder
  if (req.payloadAPI !== 'REST' || req.context.sitoCopiaPresaInCarico) return args
  const found = await findMark(req.payload, req.user.id, takeoverKey(collection.slug, id))
  if (!found?.value) return args
  const mark = found.value
  const data = ((args as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>
  const copy = await keepCopy(req, collection.slug as CollectionSlug, data, mark)
  if (copy.id != null && copy.id !== mark.copia) await writeMark(req.payload, req.user.id, takeoverKey(collection.slug, id), { ...mark, copia: copy.id })
  const where = copy.title ? ` Quello che hai scritto dopo è nella bozza «${copy.title}».` : ''
  throw new APIError(`${mark.da} ha preso il controllo di questo documento. Le tue modifiche non sono salvate qui.${where} Ricarica la pagina per vedere il documento com’è ora.`, 423, { copia: copy.id ?? null }, true)
}
