import type { Metadata } from 'next'
import { cms } from '@/content/cms'
import { crumbsFor } from '@/content/page-data'
import { confirmSubscription } from '@/forms/newsletter/confirm'
import { CONFIRM_PATH } from '@/forms/newsletter/links'
import { LINK_PROBLEMS, LinkResult } from '@/forms/newsletter/LinkResult'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Conferma dell’iscrizione alla newsletter', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** The link in the confirmation email: confirms, then says so in plain Italian. */
export default async function ConfirmPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = Array.isArray(raw) ? raw[0] : raw
  const outcome = await confirmSubscription(await cms(), token)
  const crumbs = await crumbsFor(CONFIRM_PATH)
  const title = 'Conferma dell’iscrizione'
  if (outcome === 'confirmed' || outcome === 'already-confirmed') {
    // The same words the second time: mail scanners and double clicks may open the link first.
    const message = 'Iscrizione confermata: da ora riceverai la newsletter. In ogni email trovi il collegamento per annullare l’iscrizione.'
    return <LinkResult title={title} tone="success" message={message} crumbs={crumbs} />
  }
  const problem = outcome === 'missing' || outcome === 'expired' ? outcome : 'invalid'
  return <LinkResult title={title} tone="danger" message={LINK_PROBLEMS[problem]} crumbs={crumbs} />
}
