import type { CollectionAfterReadHook, Payload } from 'payload'
import { editorName } from './authors'

type Holder = { relationTo?: string; value?: unknown }

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value)

/**
 * The editor holding a document's lock, as Payload's lock notice and the lists' lock icon show it:
 * @payloadcms/ui prints the holder's `email` (DocumentLocked, Locked: `user.email ?? user.id`),
 * and a redattore cannot read another account, so it read «Utente: 3». Here the holder becomes
 * `{ id, name, email: <name> }`: the name (the email when the account has none, as in «Ultima
 * modifica di»), and no other field of the account.
 */
export const lockHolderName: CollectionAfterReadHook = async ({ doc, req }) => {
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
  payload.collections['payload-locked-documents']?.config.hooks.afterRead.push(lockHolderName)
}
