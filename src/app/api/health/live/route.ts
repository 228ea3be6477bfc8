import { getPayload } from 'payload'
import config from '@payload-config'
import { eventLoopProblem, poolProblem } from '@/ops/liveness'

export const dynamic = 'force-dynamic'

/**
 * Liveness probe: 200 while the instance can serve; 503 when its event loop has been stalled or
 * its database pool has no connection to give (src/ops/liveness.ts). A database outage is not
 * checked here (it must not restart instances): readiness (./ready) says it.
 */
export async function GET() {
  // Not yet connected (the database down at start): nothing of this process to blame.
  const payload = await getPayload({ config }).catch(() => null)
  const pool = (payload?.db as { pool?: Parameters<typeof poolProblem>[0] } | undefined)?.pool
  const problem = eventLoopProblem() ?? (await poolProblem(pool))
  const headers = { 'Cache-Control': 'no-store' }
  if (problem) return Response.json({ status: 'error', problem }, { status: 503, headers })
  return Response.json({ status: 'ok' }, { headers })
}
