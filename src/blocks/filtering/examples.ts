import { BENEFICIARI, MISURE, PROMOTORI, type Beneficiario, type Misura, type Promotore } from '@/content/taxonomies'
import type { EnteBeneficiario, EntePromotore, Misura as MisuraDoc } from '../../payload-types'

// Examples carry populated taxonomy documents, as a page read at depth 2 does; the
// seed swaps them for the ids of the seeded documents (see idsOf in the demo page).
const STAMP = '2025-01-15T09:00:00.000Z'
const doc = (list: readonly string[], label: string) => ({
  id: list.indexOf(label) + 1,
  label,
  createdAt: STAMP,
  updatedAt: STAMP,
})

export const beneficiari = (...labels: Beneficiario[]): EnteBeneficiario[] => labels.map((l) => doc(BENEFICIARI, l))
export const promotore = (label: Promotore): EntePromotore => doc(PROMOTORI, label)
export const misura = (label: Misura): MisuraDoc => doc(MISURE, label)
