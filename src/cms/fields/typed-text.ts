import { APIError, type FieldHook } from 'payload'
import { isAutosave } from '../hooks/autosave'
import { TYPED_SUFFIX } from './typed-key'

type Read = (text: string) => { ok: true } | { ok: false; error: string }

/**
 * A field's beforeValidate hook: the text the editor typed beside it (TYPED_SUFFIX) that `read`
 * cannot read refuses the save, with the field named and the sentence on the field. Payload's
 * edit forms skip client-side validation on submit, so the server is where a save is stopped.
 */
export function refuseUnreadable(label: string, read: Read): FieldHook {
  return ({ value, siblingData, field, path, req }) => {
    const typed = (siblingData as Record<string, unknown> | undefined)?.[`${'name' in field ? field.name : ''}${TYPED_SUFFIX}`]
    // Autosave keeps the draft in step with the form: the last readable value is what it stores.
    if (typeof typed !== 'string' || isAutosave(req)) return value
    const result = read(typed)
    if (result.ok) return value
    // The admin's toast lists the field by name (it splits its message at «:» and «,»); the field
    // itself shows the sentence. An APIError reaches the editor in production, a ValidationError's details do not.
    throw fieldError(label, path, result.error)
  }
}

/** The 400 that names the field (the admin's toast) and puts the sentence on it. */
export function fieldError(label: string, path: (number | string)[] | undefined, message: string): APIError {
  return new APIError(`Controlla questo campo: ${label}`, 400, { errors: [{ path: (path ?? []).join('.'), message }] }, true)
}
