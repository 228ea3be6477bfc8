// Apart from the formatters of dates.ts: the badges that the browser updates by its own clock
// (FreshBadge, on every page with a card) need only these, not the Intl formats.

/** A Date from a stored value; null for a missing or invalid one. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

const DAY_MS = 24 * 60 * 60 * 1000

/** True when `value` lies in the `days` before `now` (inclusive of now). */
export function isWithinLastDays(value: string | Date | null | undefined, days: number, now: Date): boolean {
  const date = toDate(value)
  if (!date) return false
  const age = now.getTime() - date.getTime()
  return age >= 0 && age <= days * DAY_MS
}

/** True when `value` lies in the `days` after `now`. */
export function isWithinNextDays(value: string | Date | null | undefined, days: number, now: Date): boolean {
  const date = toDate(value)
  if (!date) return false
  const ahead = date.getTime() - now.getTime()
  return ahead > 0 && ahead <= days * DAY_MS
}
