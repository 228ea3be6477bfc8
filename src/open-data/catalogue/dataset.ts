/** Licences an open data page can declare, with the page that explains each. */
export const LICENCES = {
  'CC BY 4.0': { label: 'Creative Commons Attribuzione 4.0 Internazionale (CC BY 4.0)', url: 'https://creativecommons.org/licenses/by/4.0/deed.it' },
  'CC BY-SA 4.0': { label: 'Creative Commons Attribuzione - Condividi allo stesso modo 4.0 (CC BY-SA 4.0)', url: 'https://creativecommons.org/licenses/by-sa/4.0/deed.it' },
  'CC0 1.0': { label: 'Creative Commons Zero 1.0 Universale (CC0 1.0)', url: 'https://creativecommons.org/publicdomain/zero/1.0/deed.it' },
  'IODL 2.0': { label: 'Italian Open Data License 2.0 (IODL 2.0)', url: 'https://www.dati.gov.it/content/italian-open-data-license-v20' },
} as const

type LicenceCode = keyof typeof LICENCES

export function licence(code: string | null | undefined) {
  return code && code in LICENCES ? LICENCES[code as LicenceCode] : null
}

export const FILE_FORMATS = ['CSV', 'JSON', 'XLSX', 'ODS', 'XML', 'PDF', 'ZIP'] as const

/** A downloadable file's address: a path of this site or an https address. */
export function isFileUrl(value: string | null | undefined): boolean {
  const raw = value?.trim()
  if (!raw) return false
  if (/^\/(?![/\\])/.test(raw)) return true
  try {
    return new URL(raw).protocol === 'https:'
  } catch {
    return false
  }
}
