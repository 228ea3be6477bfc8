import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AvvisoPage } from '@/app/(site)/_templates/programme/AvvisoPage'
import { avvisoBySlug, siteAvvisi } from '@/blocks/AnnouncementsGrid/archive'
import { sectionMetadata } from '@/content/metadata'

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = true
/** The status badge (Nuovo, In scadenza) follows the calendar, and outside sources change on their own. */
export const revalidate = 3600

export async function generateStaticParams() {
  return (await siteAvvisi()).map((a) => ({ slug: a.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const avviso = await avvisoBySlug((await params).slug)
  return avviso ? sectionMetadata(avviso.name, avviso.descrizione, avviso.path) : { title: 'Pagina non trovata' }
}

/** /avvisi/<slug>: one avviso, from the CMS or a configured outside source. */
export default async function AvvisoRoute({ params }: Props) {
  const avviso = await avvisoBySlug((await params).slug)
  if (!avviso) notFound()
  return <AvvisoPage avviso={avviso} />
}
