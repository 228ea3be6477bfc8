import type { Metadata } from 'next'
import { BeneficiariesIndex } from '@/app/(site)/_templates/programme/BeneficiariesIndex'
import { sectionMetadata } from '@/content/metadata'
import { BENEFICIARIES_PATH } from '@/content/paths'

export const revalidate = 3600

export const metadata: Metadata = sectionMetadata('Beneficiari', 'Le misure, gli avvisi e il supporto per ogni tipo di amministrazione.', BENEFICIARIES_PATH)

/** /beneficiari: one entry per type of administration. */
export default function BeneficiariesRoute() {
  return <BeneficiariesIndex />
}
