import { boundedLevenshtein } from '@orama/orama/internals'

/**
 * At most `max` edits apart, with Orama's own bounded Levenshtein. Orama counts a word that
 * merely starts with the other as 0 edits, hence the length check first.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  return Math.abs(a.length - b.length) <= max && boundedLevenshtein(a, b, max).isBounded
}
