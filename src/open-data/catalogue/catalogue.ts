import { env as readEnv } from '@/cms/env'
import { licence } from './dataset'
import { FREQUENCIES, FREQUENCY_BASE, THEME_BASE, THEMES } from './dcat-vocabularies'

/** A file of a dataset as catalogues describe it; url absolute. */
export type Distribution = { title: string; format: string; url: string; size?: number | null }

/** What DCAT-AP_IT, schema.org and the data package say of one open data page. */
export type DatasetMeta = {
  slug: string
  title: string
  description: string
  landingPage: string
  issued?: string | null
  modified: string
  theme?: string | null
  frequency?: string | null
  licenza?: string | null
  keywords: string[]
  /** The period the figures refer to (dates, yyyy-mm-dd). */
  temporal: { start: string; end: string } | null
  distributions: Distribution[]
  /** Upstream datasets the figures come from. */
  sources: string[]
}

export type Publisher = { name: string; ipa: string; email: string | null }

/**
 * OPENDATA_PUBLISHER_NAME / OPENDATA_PUBLISHER_IPA: the publisher and rights holder of every
 * dataset (production refuses to start without them); OPENDATA_CONTACT_EMAIL: the contact point.
 * Unset (development), the catalogue says so instead of passing a made-up code.
 */
export function publisher(env: Record<string, string | undefined> = readEnv()): Publisher {
  return {
    name: env.OPENDATA_PUBLISHER_NAME?.trim() || 'Editore non configurato (OPENDATA_PUBLISHER_NAME)',
    ipa: env.OPENDATA_PUBLISHER_IPA?.trim() || 'non_configurato',
    email: env.OPENDATA_CONTACT_EMAIL?.trim() || null,
  }
}

/** IANA media types of the formats an editor can list. */
export const MEDIA_TYPES: Record<string, string> = {
  CSV: 'text/csv',
  JSON: 'application/json',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ODS: 'application/vnd.oasis.opendocument.spreadsheet',
  XML: 'application/xml',
  PDF: 'application/pdf',
  ZIP: 'application/zip',
}

const LICENCE_BASE = 'https://w3id.org/italia/controlled-vocabulary/licences/'
const LICENCE_TYPE_BASE = 'http://purl.org/adms/licencetype/'

/** Each licence in the national vocabulary (DCAT-AP_IT), with its ADMS licence types. */
const LICENCES_DCAT: Record<string, { code: string; types: string[] }> = {
  'CC BY 4.0': { code: 'A21_CCBY40', types: ['Attribution'] },
  'CC BY-SA 4.0': { code: 'A31_CCBYSA40', types: ['Attribution', 'ShareAlike'] },
  'CC0 1.0': { code: 'A11_CCO10', types: ['PublicDomain'] },
  'IODL 2.0': { code: 'A29_IODL20', types: ['Attribution'] },
}

const LICENCE_TYPE_LABELS: Record<string, string> = { Attribution: 'Attribuzione', ShareAlike: 'Condividi allo stesso modo', PublicDomain: 'Pubblico dominio' }

export function licenceOf(meta: Pick<DatasetMeta, 'licenza'>) {
  const code = meta.licenza && meta.licenza in LICENCES_DCAT ? meta.licenza : 'CC BY 4.0'
  const dcat = LICENCES_DCAT[code]!
  return { code, uri: LICENCE_BASE + dcat.code, page: licence(code)!.url, name: licence(code)!.label, types: dcat.types.map((t) => ({ uri: LICENCE_TYPE_BASE + t, label: LICENCE_TYPE_LABELS[t]! })) }
}

export const themeCode = (theme?: string | null) => (theme && theme in THEMES ? (theme as keyof typeof THEMES) : 'GOVE')
export const themeUri = (theme?: string | null) => `${THEME_BASE}${themeCode(theme)}`
export const frequencyUri = (frequency?: string | null) => `${FREQUENCY_BASE}${frequency && frequency in FREQUENCIES ? frequency : 'IRREG'}`

/** The editor's keywords (comma-separated), else the theme and the programme. */
export function keywordsOf(text: string | null | undefined, theme?: string | null): string[] {
  const own = [...new Set((text ?? '').split(',').map((k) => k.trim()).filter(Boolean))]
  return own.length ? own : [THEMES[themeCode(theme)], 'PA digitale']
}

/** One entry per address: a file the editor also listed keeps the first title. */
export function uniqueByUrl(distributions: Distribution[]): Distribution[] {
  const seen = new Set<string>()
  return distributions.filter((d) => !seen.has(d.url) && Boolean(seen.add(d.url)))
}
