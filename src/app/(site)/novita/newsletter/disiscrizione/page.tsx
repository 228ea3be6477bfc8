import type { Metadata } from 'next'
import { cms } from '@/content/cms'
import { crumbsFor } from '@/content/page-data'
import { checkUnsubscribe } from '@/forms/newsletter/confirm'
import { UNSUBSCRIBE_PATH } from '@/forms/newsletter/links'
import { LINK_PROBLEMS, LinkResult } from '@/forms/newsletter/LinkResult'
import { unsubscribeAction } from '@/forms/newsletter/unsubscribe-action'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Annulla l’iscrizione alla newsletter', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<{ token?: string | string[]; esito?: string | string[] }> }

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** Opening the link only asks; the button (a POST) unsubscribes. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const params = await searchParams
  const crumbs = await crumbsFor(UNSUBSCRIBE_PATH)
  const title = 'Annulla l’iscrizione alla newsletter'
  const esito = first(params.esito)
  if (esito === 'annullata') {
    return <LinkResult title={title} tone="success" message="Iscrizione annullata: non riceverai più la newsletter. Puoi iscriverti di nuovo quando vuoi." crumbs={crumbs} />
  }
  if (esito === 'scaduto' || esito === 'non-valido') {
    return <LinkResult title={title} tone="danger" message={LINK_PROBLEMS[esito === 'scaduto' ? 'expired' : 'invalid']} crumbs={crumbs} />
  }
  const token = first(params.token)
  const state = await checkUnsubscribe(await cms(), token)
  if (state === 'already-unsubscribed') {
    return <LinkResult title={title} tone="info" message="Questo indirizzo non è iscritto alla newsletter: non riceverai altre email." crumbs={crumbs} />
  }
  if (state !== 'ready') {
    const problem = state === 'missing' || state === 'expired' ? state : 'invalid'
    return <LinkResult title={title} tone="danger" message={LINK_PROBLEMS[problem]} crumbs={crumbs} />
  }
  return (
    <LinkResult title={title} tone="info" message="Vuoi davvero smettere di ricevere la newsletter? Conferma con il pulsante qui sotto." crumbs={crumbs}>
      <form action={unsubscribeAction} className="mb-4">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn btn-primary">
          Annulla l’iscrizione
        </button>
      </form>
    </LinkResult>
  )
}
