import { cookies, draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { siteUrl } from '@/cms/env'
import { cms } from '@/content/cms'
import { safeSitePath } from '@/content/preview'
import { PAYLOAD_SESSION_COOKIE, PREVIEW_COOKIE, PREVIEW_TTL_S, previewSession } from '@/content/preview-session'

export const dynamic = 'force-dynamic'

/**
 * The admin's preview link: only a signed-in editor (Payload session cookie) turns on Next's
 * draft mode with their own preview session (an hour, tied to that Payload session), then lands
 * on the page, which reads the latest drafts until /api/preview/exit, the logout or the hour's end.
 */
export async function GET(request: Request) {
  const path = safeSitePath(new URL(request.url).searchParams.get('path'))
  if (!path) return Response.json({ message: 'Percorso non valido' }, { status: 400 })
  const payload = await cms()
  const { user } = await payload.auth({ headers: await headers() })
  const jar = await cookies()
  const session = jar.get(PAYLOAD_SESSION_COOKIE)?.value
  if (!user || !session) return Response.json({ message: 'Accedi alla redazione per vedere l\'anteprima' }, { status: 401 })
  jar.set(PREVIEW_COOKIE, previewSession(user.id, session), { httpOnly: true, sameSite: 'lax', secure: siteUrl().startsWith('https://'), path: '/', maxAge: PREVIEW_TTL_S })
  ;(await draftMode()).enable()
  redirect(path)
}
