import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MeasurePage } from '@/app/(site)/_templates/programme/MeasurePage'
import { sectionMetadata } from '@/content/metadata'
import { allMeasures, measureBySlug } from '@/content/programme'

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = true
export const revalidate = 3600

export async function generateStaticParams() {
  return (await allMeasures()).map((m) => ({ slug: m.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const measure = await measureBySlug((await params).slug)
  return measure ? sectionMetadata(measure.label, measure.descrizione, measure.path) : { title: 'Pagina non trovata' }
}

/** /misure/<slug>: one measure of the programme. */
export default async function MeasureRoute({ params }: Props) {
  const measure = await measureBySlug((await params).slug)
  if (!measure) notFound()
  return <MeasurePage measure={measure} />
}
