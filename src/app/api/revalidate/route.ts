import { revalidateHere } from '@/content/cache-tags'
import { parseScope, validRevalidateToken } from '@/ops/instances'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** Clears this instance's cached pages for the scope sent (tags, or the whole site); called by the other instances and by the jobs queue. */
export async function POST(request: Request) {
  if (!validRevalidateToken(request.headers.get('x-revalidate-token'))) {
    return Response.json({ message: 'Non autorizzato' }, { status: 401 })
  }
  const scope = parseScope(await request.json().catch(() => null))
  if (!scope) return Response.json({ message: 'Richiesta non valida' }, { status: 400, headers: NO_STORE })
  revalidateHere(scope)
  return Response.json({ revalidated: scope }, { headers: NO_STORE })
}
