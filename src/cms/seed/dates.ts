/**
 * Seed dates are relative to the day the seed runs and pinned to 10:00 UTC, so that
 * badges (Nuovo, Aggiornato, In scadenza) stay meaningful and a rerun on the same
 * day finds nothing changed.
 */
const DAY = 24 * 60 * 60 * 1000

function todayAt10(): number {
  const now = new Date()
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 10)
}

export function daysFromNow(days: number): string {
  return new Date(todayAt10() + days * DAY).toISOString()
}

export function daysAgo(days: number): string {
  return daysFromNow(-days)
}

/** createdAt/updatedAt for a document created `created` days ago and last edited `updated` days ago. */
export function stamps(created: number, updated = created): { createdAt: string; updatedAt: string } {
  return { createdAt: daysAgo(created), updatedAt: daysAgo(Math.min(created, updated)) }
}

/** The programme's start (November 2021, as «Le tappe del programma» says): where the open data figures begin. */
export const PROGRAMME_START = '2021-11-01T00:00:00.000Z'
