import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cms } from '@/content/cms'
import { safeSitePath } from '@/content/preview'

export const dynamic = 'force-dynamic'

/**
 * The admin's preview link: only a signed-in editor (Payload session cookie) turns on Next's
 * draft mode, then lands on the page, which reads the latest drafts until /api/preview/exit.
 */
export async function GET(request: Request) {
  const path = safeSitePath(new URL(request.url).searchParams.get('path'))
  if (!path) return Response.json({ message: 'Percorso non valido' }, { status: 400 })
  const payload = await cms()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) return Response.json({ message: 'Accedi alla redazione per vedere l\'anteprima' }, { status: 401 })
  ;(await draftMode()).enable()
  redirect(path)
}
