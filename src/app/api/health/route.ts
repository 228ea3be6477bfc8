import { healthReport, mayReadDetails, NO_STORE } from './report'

export const dynamic = 'force-dynamic'

/**
 * For monitoring: 200 while the database answers ("degraded" when another check is not ok), 503
 * when it does not. Anonymous callers get the status only; amministratori and HEALTH_TOKEN every check.
 * Probes: ./live and ./ready.
 */
export async function GET(request: Request) {
  const report = await healthReport()
  const body = (await mayReadDetails(request)) ? report : { status: report.status }
  return Response.json(body, { status: report.status === 'error' ? 503 : 200, headers: NO_STORE })
}
