import { healthReport, mayReadDetails, NO_STORE } from '../health/report'
import { FORWARDED_HEADER, normalizeAddress, PEER_HEADER } from '@/ops/http/client-address'
import { prometheusText } from '@/ops/metrics'

export const dynamic = 'force-dynamic'

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/

/**
 * Prometheus text format, for monitoring only: from loopback (a scraper on the machine; nginx does
 * not forward /api/metrics, deploy/nginx.conf) or with Authorization: Bearer HEALTH_TOKEN.
 * Requests by route and status, latencies, page cache reads (this process), job queue, search index.
 */
export async function GET(request: Request) {
  const peer = normalizeAddress(request.headers.get(PEER_HEADER) ?? '')
  const viaProxy = request.headers.get(FORWARDED_HEADER) !== '0'
  if (!(LOOPBACK.test(peer) && !viaProxy) && !(await mayReadDetails(request))) {
    return Response.json({ message: 'Riservato al monitoraggio.' }, { status: 403, headers: NO_STORE })
  }
  const { checks, ready } = await healthReport()
  const num = (value: unknown) => (typeof value === 'number' ? value : 0)
  const text = prometheusText({
    sito_ready: { help: 'Istanza pronta (database, schema, indice di ricerca).', value: ready ? 1 : 0 },
    sito_jobs_waiting: { help: 'Job in coda o in esecuzione.', value: num(checks.jobs?.depth) },
    sito_jobs_oldest_wait_seconds: { help: 'Attesa del job più vecchio già dovuto.', value: num(checks.jobs?.oldestWaitS) },
    sito_jobs_stuck: { help: 'Job «in esecuzione» oltre JOBS_STUCK_AFTER_S.', value: num(checks.jobs?.stuck) },
    sito_search_index_ready: { help: 'Indice di ricerca pronto.', value: checks.search?.ok ? 1 : 0 },
    sito_search_index_documents: { help: 'Documenti nell’indice di ricerca di questa istanza.', value: num(checks.search?.documents) },
    sito_search_index_age_seconds: { help: 'Età dell’indice di ricerca.', value: num(checks.search?.ageS) },
  })
  return new Response(text, { headers: { ...NO_STORE, 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' } })
}
