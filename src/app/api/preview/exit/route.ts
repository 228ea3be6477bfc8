import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { safeSitePath } from '@/content/preview'
import { PREVIEW_COOKIE } from '@/content/preview-session'

export const dynamic = 'force-dynamic'

/** Leaves the preview: the draft-mode cookie is cleared and the published page is shown again. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(PREVIEW_COOKIE)
  // Encoded: a Location header carries ASCII only ("/。x" would end in a 500).
  redirect(encodeURI(safeSitePath(new URL(request.url).searchParams.get('path')) ?? '/'))
}
