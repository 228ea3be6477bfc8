import { cms } from '@/content/cms'
import { searchConfig } from './config'
import { warmEmbeddedIndex } from './embedded'
import { env, isProduction } from '@/cms/env'

const WARMING = Symbol.for('sito.search.warming')
type Holder = { [WARMING]?: boolean }

/** True while warmSearch runs: /api/health reports the search not ready meanwhile. */
export const warmingUp = () => (globalThis as Holder)[WARMING] === true

/**
 * The search routes answer once from this process (their code is loaded and compiled on a
 * route's first request, about 20 ms here), so the first visitor's search is their second.
 * Production only: in development the request would compile the routes.
 */
async function requestSearchRoutes(): Promise<void> {
  const port = env().PORT
  if (!isProduction() || !port) return
  const headers = { 'x-request-id': 'avvio-ricerca-interna' }
  for (const path of ['/api/search?q=programma', '/cerca?q=programma']) {
    await fetch(`http://127.0.0.1:${port}${path}`, { headers, signal: AbortSignal.timeout(10_000) }).then((r) => r.arrayBuffer())
  }
}

/**
 * Called once at server start (src/instrumentation.ts): builds the embedded index before the
 * first visitor searches, then requests the search routes once; /api/health reports the search
 * not ready until both are done. With Algolia there is nothing to build here.
 */
export async function warmSearch(): Promise<void> {
  if (searchConfig().provider !== 'orama') return
  const holder = globalThis as Holder
  holder[WARMING] = true
  const payload = await cms()
  try {
    await warmEmbeddedIndex(payload)
    await requestSearchRoutes().catch((err: unknown) => payload.logger.warn({ msg: 'search routes not requested at start', err }))
  } catch (err) {
    // The first search tries again; /api/health shows the failure meanwhile.
    payload.logger.error({ msg: 'search warm-up failed', err })
  } finally {
    holder[WARMING] = false
  }
}
