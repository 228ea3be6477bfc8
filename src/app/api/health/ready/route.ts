import { healthReport, mayReadDetails, NO_STORE } from '../report'

export const dynamic = 'force-dynamic'

/**
 * Readiness probe: 200 when the database answers, its schema is current and the search index is
 * built; 503 otherwise. Anonymous callers get the status only; amministratori and HEALTH_TOKEN the
 * checks, including why (e.g. forwarded headers from a proxy not in TRUSTED_PROXIES).
 */
export async function GET(request: Request) {
  const report = await healthReport()
  const status = report.ready ? 'ok' : 'error'
  const body = (await mayReadDetails(request)) ? { ...report, status } : { status }
  return Response.json(body, { status: report.ready ? 200 : 503, headers: NO_STORE })
}
