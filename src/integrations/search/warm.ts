import { cms } from '@/content/cms'
import { searchConfig } from './config'
import { warmEmbeddedIndex } from './embedded'

/**
 * Called once at server start (src/instrumentation.ts): builds the embedded index before the
 * first visitor searches; /api/health reports the search not ready until it is built.
 * With Algolia there is nothing to build here.
 */
export async function warmSearch(): Promise<void> {
  if (searchConfig().provider !== 'orama') return
  const payload = await cms()
  try {
    await warmEmbeddedIndex(payload)
  } catch (err) {
    // The first search tries again; /api/health shows the failure meanwhile.
    payload.logger.error({ msg: 'search warm-up failed', err })
  }
}
