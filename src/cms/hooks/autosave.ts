import type { PayloadRequest } from 'payload'

/**
 * Whether a save is Payload's autosave. Payload turns the `autosave` query parameter into a
 * boolean in place before the hooks run (parseParams), so comparing it with 'true' never matched:
 * every autosave was treated as a save by the editor.
 */
export function isAutosave(req: Pick<PayloadRequest, 'query'>): boolean {
  const autosave: unknown = req.query?.autosave
  return autosave === true || autosave === 'true'
}
