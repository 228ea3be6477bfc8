import { type Access, type CollectionBeforeOperationHook, Forbidden } from 'payload'
import { hasRole, type Role } from '@/content/roles'

export { ROLES, hasRole } from '@/content/roles'

const atLeast =
  (min: Role): Access =>
  ({ req }) =>
    hasRole(req.user, min)

export const anyone: Access = () => true
export const nobody: Access = () => false
export const editors = atLeast('redattore')
export const chiefEditors = atLeast('caporedattore')
export const admins = atLeast('amministratore')

/** Content without drafts (media, filter lists): redattori write, caporedattori delete. */
export const publicRead = { read: anyone, create: editors, update: editors, delete: chiefEditors }

/** Anonymous REST/local-API-with-access callers see only published documents; editors see drafts too. */
const publishedOrEditor: Access = ({ req }) => (hasRole(req.user, 'redattore') ? true : { _status: { equals: 'published' } })

/** A redattore saves drafts; publishing (the `_status` the admin asks with) needs a caporedattore. */
const writeDraftOrPublish: Access = ({ req, data }) =>
  data?._status === 'published' ? hasRole(req.user, 'caporedattore') : hasRole(req.user, 'redattore')

/**
 * Deleting: a caporedattore anything; a redattore only what visitors never saw or no longer see
 * (the stored document is a draft: Payload keeps a published document there under newer drafts),
 * so the empty drafts «Crea nuovo» leaves behind can be discarded by whoever made them.
 */
const deleteUnpublishedForRedattori: Access = ({ req }) =>
  hasRole(req.user, 'caporedattore') ? true : hasRole(req.user, 'redattore') ? { _status: { equals: 'draft' } } : false

export const editorialRead = { read: publishedOrEditor, create: writeDraftOrPublish, update: writeDraftOrPublish, delete: deleteUnpublishedForRedattori }

/**
 * A write that is not a draft save changes what the public sees (publish, unpublish, a direct
 * edit of the published document): refused to a redattore, whatever `_status` it sends.
 */
export const onlyDraftsForRedattori: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  if (!req.user || hasRole(req.user, 'caporedattore')) return args
  if ((args as { draft?: boolean }).draft) return args
  throw new Forbidden(req.t)
}
