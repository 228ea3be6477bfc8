import type { Access } from 'payload'

export const anyone: Access = () => true
export const editors: Access = ({ req }) => Boolean(req.user)
export const publicRead = { read: anyone, create: editors, update: editors, delete: editors }

/** Anonymous REST/local-API-with-access callers see only published documents; editors see drafts too. */
const publishedOrEditor: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })
export const editorialRead = { read: publishedOrEditor, create: editors, update: editors, delete: editors }
