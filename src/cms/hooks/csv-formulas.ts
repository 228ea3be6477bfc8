import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'

/** What a spreadsheet reads as the start of a formula (or of a cell it may split on). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A visitor's text opened in a spreadsheet must stay text: a cell starting like a formula gets
 * a leading apostrophe (OWASP "CSV injection"), which spreadsheets show as plain text.
 */
export function escapeFormula(value: unknown): unknown {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

/** The import-export plugin's hook before each CSV batch is written (export and preview). */
export const escapeFormulasInCsv: ExportBeforeHook = ({ data, format }) =>
  format === 'csv' ? data.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, escapeFormula(v)]))) : data
