import { escapeMarkup } from '../../../content/escape'
import { buildZip } from './zip'

type Cell = string | number

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

function cellXml(value: Cell, ref: string): string {
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`
  return `<c r="${ref}" t="inlineStr"><is><t>${escapeMarkup(value)}</t></is></c>`
}

function sheetXml(rows: Cell[][]): string {
  const xmlRows = rows.map((row, r) => {
    const cells = row.map((value, c) => cellXml(value, `${String.fromCharCode(65 + c)}${r + 1}`))
    return `<row r="${r + 1}">${cells.join('')}</row>`
  })
  return `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${xmlRows.join('')}</sheetData></worksheet>`
}

/** A one-sheet XLSX workbook (inline strings, no styles): demo spreadsheets. */
export function buildXlsx(sheetName: string, rows: Cell[][]): Buffer {
  const part = (name: string, xml: string) => ({ name, data: Buffer.from(xml, 'utf8') })
  return buildZip([
    part(
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeMarkup(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    part('xl/worksheets/sheet1.xml', sheetXml(rows)),
  ])
}
