// Without zod: the forms' fields.ts, the browser's counters and the search read it too.

/**
 * The one unit of every length limit of the forms: UTF-16 code units (`String.length`). It is what
 * the browser's `maxlength` attribute and the forms' counters count, what Payload's `maxLength`
 * checks when storing, and what Salesforce (Java strings) counts. zod 4's `.max()` counts code
 * points instead: a 300-emoji comment (600 units) passed it, then failed at storage. So schemas
 * check limits with this (text.ts), never with `.max()`; an emoji counts 2, as the counter shows.
 */
export const textLength = (value: string): number => value.length

/** RFC 5321: at most 64 octets before the @ and 254 in all (ASCII: the email check allows no other). */
export const EMAIL_LIMITS = { address: 254, localPart: 64 } as const

/** The first `max` units, without cutting an emoji (or any surrogate pair) in half. */
export function clip(value: string, max: number): string {
  if (textLength(value) <= max) return value
  const cut = value.slice(0, max)
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut
}

/** C0 controls but tab, LF and CR; DEL; C1 controls. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
/** In one-line fields tab, LF and CR too (a browser's input never sends them). */
const CONTROL_ONE_LINE = /[\u0000-\u001F\u007F-\u009F]/
/** Half of a surrogate pair alone (with `u` a whole pair is one code point): stored as U+FFFD by the database drivers. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u

/** Text with nothing a database would truncate (NUL) or silently change. */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL : CONTROL_ONE_LINE).test(value) && !LONE_SURROGATE.test(value)
}

/** The same characters as spaces, for text that is only read (a search query), never stored. */
export const spaceControls = (value: string): string => value.replace(/[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/gu, ' ')
