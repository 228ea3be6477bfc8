import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import { escapeFormula } from '@/content/spreadsheet'

/** The import-export plugin's hook before each CSV batch is written (export and preview). */
export const escapeFormulasInCsv: ExportBeforeHook = ({ data, format }) =>
  format === 'csv' ? data.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, escapeFormula(v)]))) : data
