import type { CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload'

/** The editor's name as lists and versions show it (the email when the account has no name). */
export function editorName(user: PayloadRequest['user']): string | undefined {
  if (!user) return undefined
  const named = 'name' in user && typeof user.name === 'string' ? user.name.trim() : ''
  return named || ('email' in user ? String(user.email) : undefined)
}

/** Who wrote the document first and who saved it last, kept on every save made by a person. */
export const recordAuthors: CollectionBeforeChangeHook = ({ data, req, operation, originalDoc }) => {
  const name = editorName(req.user)
  if (!name) return data
  return { ...data, creatoDa: operation === 'create' ? name : (originalDoc?.creatoDa ?? data.creatoDa), modificatoDa: name }
}

export const authorFields: Field[] = [
  { name: 'creatoDa', label: 'Creato da', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
  { name: 'modificatoDa', label: 'Ultima modifica di', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
]
