import { findRedirect } from './redirects'
import { resolveWindowed } from './resolve'

/** True when the catch-all route answers 404: no document, index, list window or editors' redirect. */
export async function isMissing(segments: string[]): Promise<boolean> {
  if ((await resolveWindowed(segments)).resolved) return false
  return !(await findRedirect(`/${segments.join('/')}`))
}
