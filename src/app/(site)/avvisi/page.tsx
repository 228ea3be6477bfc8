import type { Metadata } from 'next'
import { AvvisiIndex } from '@/app/(site)/_templates/programme/AvvisiIndex'
import type { Query } from '@/app/(site)/_templates/programme/MeasuresIndex'
import { sectionMetadata } from '@/content/metadata'
import { AVVISI_PATH } from '@/content/paths'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = sectionMetadata('Avvisi', 'Gli avvisi di finanziamento del programma: stato, scadenze, chi può candidarsi.', AVVISI_PATH)

/** /avvisi?stato=aperto&misura=…&beneficiario=…&promotore=…&pagina=…: filtered and paged on the server. */
export default async function AvvisiRoute({ searchParams }: { searchParams: Promise<Query> }) {
  return <AvvisiIndex query={await searchParams} />
}
