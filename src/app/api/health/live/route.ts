export const dynamic = 'force-dynamic'

/** Liveness probe: the process answers. Nothing else is checked (a database outage must not restart instances). */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
