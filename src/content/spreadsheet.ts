/** What a spreadsheet reads as the start of a formula (or of a cell it may split on). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Text opened in a spreadsheet must stay text: a cell starting like a formula gets a leading
 * apostrophe (OWASP "CSV injection"), which spreadsheets show as plain text. Numbers are left alone.
 */
export function escapeFormula<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}
