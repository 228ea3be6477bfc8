import { revalidatePath } from 'next/cache'
import { validRevalidateToken } from '@/ops/instances'

export const dynamic = 'force-dynamic'

/** Clears this instance's cached pages; called by the other instances and by the jobs queue. */
export async function POST(request: Request) {
  if (!validRevalidateToken(request.headers.get('x-revalidate-token'))) {
    return Response.json({ message: 'Non autorizzato' }, { status: 401 })
  }
  revalidatePath('/', 'layout')
  revalidatePath('/sitemap.xml')
  revalidatePath('/notizie/feed.xml')
  revalidatePath('/notizie/atom.xml')
  return Response.json({ revalidated: true }, { headers: { 'Cache-Control': 'no-store' } })
}
