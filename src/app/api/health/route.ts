import { cms } from '@/content/cms'

export const dynamic = 'force-dynamic'

/** For load balancers: 200 when the database answers, 503 otherwise. */
export async function GET() {
  const started = Date.now()
  try {
    const payload = await cms()
    await payload.count({ collection: 'pages' })
    return Response.json({ status: 'ok', database: 'ok', ms: Date.now() - started }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return Response.json({ status: 'error', database: 'non raggiungibile' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
