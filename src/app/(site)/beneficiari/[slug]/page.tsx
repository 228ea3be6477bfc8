import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BeneficiaryPage } from '@/app/(site)/_templates/programme/BeneficiaryPage'
import { sectionMetadata } from '@/content/metadata'
import { allBeneficiaries, beneficiaryBySlug } from '@/content/programme'

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = true
export const revalidate = 3600

export async function generateStaticParams() {
  return (await allBeneficiaries()).map((b) => ({ slug: b.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const beneficiary = await beneficiaryBySlug((await params).slug)
  return beneficiary ? sectionMetadata(beneficiary.label, beneficiary.descrizione, beneficiary.path) : { title: 'Pagina non trovata' }
}

/** /beneficiari/<slug>: what one type of administration can apply to. */
export default async function BeneficiaryRoute({ params }: Props) {
  const beneficiary = await beneficiaryBySlug((await params).slug)
  if (!beneficiary) notFound()
  return <BeneficiaryPage beneficiary={beneficiary} />
}
