import { licence } from './dataset'
import { FREQUENCIES, FREQUENCY_BASE, THEME_BASE, THEMES } from './dcat-vocabularies'

/** A file of a dataset as catalogues describe it; url absolute. */
type Distribution = { title: string; format: string; url: string }

/** What DCAT-AP_IT and the data package say of one open data page. */
export type DatasetMeta = {
  slug: string
  title: string
  description: string
  landingPage: string
  modified: string
  theme?: string | null
  frequency?: string | null
  licenza?: string | null
  distributions: Distribution[]
  /** Upstream datasets the figures come from. */
  sources: string[]
}

export type Publisher = { name: string; ipa: string }

/** OPENDATA_PUBLISHER_NAME / OPENDATA_PUBLISHER_IPA: the publisher and rights holder of every dataset. */
export function publisher(env: Record<string, string | undefined> = process.env): Publisher {
  return {
    name: env.OPENDATA_PUBLISHER_NAME?.trim() || 'Dipartimento per la trasformazione digitale (dimostrativo)',
    ipa: env.OPENDATA_PUBLISHER_IPA?.trim() || 'dtd_demo',
  }
}

export const MEDIA_TYPES: Record<string, string> = {
  CSV: 'text/csv',
  JSON: 'application/json',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ODS: 'application/vnd.oasis.opendocument.spreadsheet',
  XML: 'application/xml',
  PDF: 'application/pdf',
  ZIP: 'application/zip',
}

/** The national licence vocabulary where it has the licence; the licence's own page otherwise. */
const LICENCE_URIS: Record<string, string> = {
  'CC BY 4.0': 'https://w3id.org/italia/controlled-vocabulary/licences/A21_CCBY40',
}

export function licenceOf(meta: Pick<DatasetMeta, 'licenza'>) {
  const code = meta.licenza || 'CC BY 4.0'
  const known = licence(code)
  return { code, uri: LICENCE_URIS[code] ?? known?.url ?? 'https://creativecommons.org/licenses/by/4.0/', name: known?.label ?? code }
}

export const themeUri = (theme?: string | null) => `${THEME_BASE}${theme && theme in THEMES ? theme : 'GOVE'}`
export const frequencyUri = (frequency?: string | null) => `${FREQUENCY_BASE}${frequency && frequency in FREQUENCIES ? frequency : 'IRREG'}`
