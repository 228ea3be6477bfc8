import type { CollectionAfterChangeHook, CollectionAfterReadHook, Payload } from 'payload'
import { editorName } from './authors'
import { isAutosave } from './autosave'
import { markTakeover } from './takeover'

type Holder = { relationTo?: string; value?: unknown }

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value)

/**
 * The editor holding a document's lock, as Payload's lock notice and the lists' lock icon show it:
 * @payloadcms/ui prints the holder's `email` (DocumentLocked, Locked: `user.email ?? user.id`),
 * and a redattore cannot read another account, so it read «Utente: 3». Here the holder becomes
 * `{ id, name, email: <name> }`: the name (the email when the account has none, as in «Ultima
 * modifica di»), and no other field of the account.
 */
const lockHolderName: CollectionAfterReadHook = async ({ doc, req }) => {
  const holder = doc?.user as Holder | undefined
  const id = idOf(holder?.value)
  if (holder?.relationTo !== 'users' || (typeof id !== 'number' && typeof id !== 'string')) return doc
  const account = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  const name = editorName(account ? { ...account, collection: 'users' } : null) ?? 'un altro redattore'
  return { ...doc, user: { relationTo: 'users', value: { id, collection: 'users', name, email: name } } }
}

/**
 * Payload builds its locked-documents collection itself (no configuration reaches it): the hook
 * is added to the running instance's collection at start.
 */
export function showLockHolderNames(payload: Payload): void {
  const locks = payload.collections['payload-locked-documents']?.config.hooks
  locks?.afterRead.push(lockHolderName)
  locks?.beforeChange.push(markTakeover)
}

/**
 * Payload deletes a document's lock on every save (checkDocumentLockStatus), autosave included:
 * with autosave every 800 ms the lock lived less than a second and a second editor opening the
 * same FAQ was never told. After an autosave the editor holds the lock again, as they would
 * without autosave; it ends when they leave the document (components/PublishButton.client.tsx) or after
 * Payload's 5 minutes without activity.
 */
export const keepLockAfterAutosave: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
  if (!isAutosave(req) || !req.user) return doc
  // Only the editor who held it (or found it free) gets it back: never the one it was taken from (hooks/takeover.ts).
  const before = req.context.lockHolderBefore
  if (before != null && before !== req.user.id) return doc
  // A lock another tab took in the instant this save had none (Payload's form-state takes a free
  // lock) is not real: the editor who held it keeps it alone.
  await req.payload.delete({
    collection: 'payload-locked-documents',
    where: { and: [{ 'document.relationTo': { equals: collection.slug } }, { 'document.value': { equals: doc.id } }, { 'user.value': { not_equals: req.user.id } }] },
    overrideAccess: true,
    req,
  })
  await req.payload.create({
    collection: 'payload-locked-documents',
    data: { document: { relationTo: collection.slug, value: doc.id }, user: { relationTo: req.user.collection, value: req.user.id } } as never,
    overrideAccess: true,
    req,
  })
  return doc
}
