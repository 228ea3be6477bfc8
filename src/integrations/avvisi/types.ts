/** An avviso as an outside source gives it, in the shape of the Avvisi collection (spec section 4). */
export type SourcedAvviso = {
  id: string
  name: string
  status: 'PUBBLICATO' | 'CHIUSO'
  startDate: string
  endDate: string
  entePromotore: string | null
  beneficiari: string[]
  /** The measure's name, as the site's Misure list has it (optional in a source). */
  misura?: string | null
  url: string | null
}

/** Where a grid takes its avvisi: the CMS collection (default), a JSON feed, Salesforce Funding Programs. */
export const AVVISI_SOURCES = ['cms', 'json', 'salesforce'] as const
export type AvvisiSourceName = (typeof AVVISI_SOURCES)[number]
export type ExternalSourceName = Exclude<AvvisiSourceName, 'cms'>

export type AvvisiLoad = { ok: true; list: SourcedAvviso[] } | { ok: false; error: string }
