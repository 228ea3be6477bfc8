import type { Metadata } from 'next'
import { EntitlementPage } from '@/app/(site)/_templates/programme/EntitlementPage'
import { loadEntitlement } from '@/app/(site)/_templates/programme/entitlement-load'
import { sectionMetadata } from '@/content/metadata'
import { ENTITLEMENT_PATH, ENTITLEMENT_TITLE } from '@/programme/paths'

export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const view = await loadEntitlement(await searchParams)
  const meta = sectionMetadata(ENTITLEMENT_TITLE, 'Per ogni avviso aperto, l’importo che spetta al tuo Comune o al tuo tipo di ente e la scadenza.', ENTITLEMENT_PATH)
  return view.error ? { ...meta, title: `Errore: ${view.error.message} – ${ENTITLEMENT_TITLE}` } : meta
}

/** /avvisi/quanto-spetta-al-mio-ente?ente=comuni&comune=…: a GET form, read on the server (works without JavaScript). */
export default async function EntitlementRoute({ searchParams }: Props) {
  return <EntitlementPage view={await loadEntitlement(await searchParams)} />
}
