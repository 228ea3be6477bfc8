import { matches } from '../filtering/query'

export type FilterableItem = {
  misura: string
  resources: readonly { beneficiari: readonly string[] }[]
}

export type AccordionVisibility = { items: boolean[]; resources: boolean[][] }

/**
 * Which resources match the beneficiary, and which items are shown: those of the
 * chosen measure ('' means any) that still have a resource to show.
 */
export function visibility(items: readonly FilterableItem[], misura: string, beneficiario: string): AccordionVisibility {
  const resources = items.map((item) => item.resources.map((r) => matches(beneficiario, r.beneficiari)))
  return {
    resources,
    items: items.map((item, i) => (!misura || item.misura === misura) && resources[i]!.some(Boolean)),
  }
}
