/**
 * Numbers as an Italian editor types them: the dot groups thousands, the comma marks decimals
 * ("11.200" is eleven thousand two hundred, "11.200,50" has fifty cents, "1,5" is one and a half).
 * Pure: shared by the admin's editors and the server's validation.
 */
export type ReadNumber = { ok: true; value: number | null } | { ok: false; error: string }

const GROUPED = /^\d{1,3}(\.\d{3})+$/
const PLAIN = /^\d+$/
const DECIMALS = /^\d+$/

/** Spaces (also the non-breaking and thin ones Excel and LibreOffice copy), the euro sign before or after («1.250.000 €», «€ 11.200,50») and a leading sign. */
function normalise(text: string): { sign: number; body: string } {
  const t = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^([-\u2212+]?)(?:€|EUR)/i, '$1').replace(/(?:€|EUR)$/i, '')
  const negative = /^[-\u2212]/.test(t)
  return { sign: negative ? -1 : 1, body: negative ? t.slice(1) : t.replace(/^\+/, '') }
}

function integerPart(body: string): number | null {
  if (PLAIN.test(body)) return Number(body)
  // "0.500" is no Italian thousand: an English decimal, so unreadable.
  return GROUPED.test(body) && !body.startsWith('0') ? Number(body.replace(/\./g, '')) : null
}

function unreadable(text: string): ReadNumber {
  const shown = text.trim()
  if (/^[-\u2212+]?\d+\.\d+$/.test(shown.replace(/\s/g, ''))) {
    return { ok: false, error: `«${shown}» non è chiaro: per i decimali usa la virgola (es. 1,5); il punto separa le migliaia (es. 11.200).` }
  }
  return { ok: false, error: `«${shown}» non è un numero: scrivi le cifre con il punto per le migliaia e la virgola per i decimali (es. 11.200,50), o lascia vuoto se il dato manca.` }
}

/** The value of a typed number; empty is no value (null); anything else is an Italian sentence saying what to write. */
export function readItalianNumber(text: string): ReadNumber {
  const { sign, body } = normalise(text)
  if (!body) return text.trim() ? unreadable(text) : { ok: true, value: null }
  const [whole = '', decimals, extra] = body.split(',')
  if (extra !== undefined || (decimals !== undefined && !DECIMALS.test(decimals))) return unreadable(text)
  const integer = integerPart(whole)
  if (integer === null) return unreadable(text)
  const value = decimals === undefined ? integer : Number(`${integer}.${decimals}`)
  return Number.isFinite(value) ? { ok: true, value: sign * value } : unreadable(text)
}

const shown = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: 'always' })

/** A number as the editor will see it published: 11.200,5. */
export function formatItalianNumber(value: number): string {
  return shown.format(value)
}

/** A stored number back as text to edit: the same Italian form, without rounding. */
export function editableItalianNumber(value: number): string {
  const [whole = '', decimals] = String(Math.abs(value)).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${value < 0 ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`
}
