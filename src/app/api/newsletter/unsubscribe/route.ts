import { cms } from '@/content/cms'
import { answer } from '@/ops/http/json'
import { guarded } from '@/ops/http/guarded'
import { unsubscribe } from '@/forms/newsletter/confirm'
import { UNSUBSCRIBE_PATH } from '@/forms/newsletter/links'
import { siteUrl } from '@/cms/env'

export const dynamic = 'force-dynamic'

/**
 * One-click unsubscribe (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click` to the
 * address in the List-Unsubscribe header; the signed token names the subscription. No cookie, no
 * captcha: the token is the proof.
 */
export function POST(request: Request) {
  return guarded('newsletter', async () => {
    const token = new URL(request.url).searchParams.get('token') ?? ''
    const outcome = await unsubscribe(await cms(), token)
    if (outcome === 'unsubscribed' || outcome === 'already-unsubscribed') return answer(200, { message: 'Iscrizione annullata.' })
    return answer(outcome === 'expired' ? 410 : 400, { message: outcome === 'expired' ? 'Il collegamento è scaduto.' : 'Il collegamento non è valido.' })
  })
}

/** A person who opens the address in a browser gets the page with the button (a GET never unsubscribes). */
export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return Response.redirect(`${siteUrl()}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, 303)
}
