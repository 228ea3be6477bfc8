import type { Metadata } from 'next'
import { MeasuresIndex, type Query } from '@/app/(site)/_templates/programme/MeasuresIndex'
import { sectionMetadata } from '@/content/metadata'
import { MEASURES_PATH } from '@/content/paths'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = sectionMetadata('Misure', 'Le misure del programma: che cosa finanziano, chi può candidarsi, con quali risorse.', MEASURES_PATH)

/** /misure?beneficiario=…&promotore=…: the measure cards, filtered on the server (also without JavaScript). */
export default async function MeasuresRoute({ searchParams }: { searchParams: Promise<Query> }) {
  return <MeasuresIndex query={await searchParams} />
}
