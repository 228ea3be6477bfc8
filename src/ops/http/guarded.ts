import { logJson } from '../log'
import { reject } from './json'

export const SERVICE_UNAVAILABLE = 'Il servizio non è al momento disponibile. Riprova più tardi.'

/** Runs an endpoint; an unexpected failure (database down…) answers 503 in Italian, logged without the body. */
export async function guarded(endpoint: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    logJson('error', 'internal error', { endpoint, error: error instanceof Error ? error.message : 'sconosciuto' })
    return reject(503, SERVICE_UNAVAILABLE)
  }
}
