import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildPdf } from './pdf'
import { buildXlsx } from './xlsx'

describe('buildPdf', () => {
  const pdf = buildPdf('Modello di comunicazione', ['Perché l’ente è pronto (prova).', 'Seconda riga.']).toString('latin1')

  it('has a cross-reference table whose offsets point at each object', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf.endsWith('%%EOF\n')).toBe(true)
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1])
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(7)
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true))
  })

  it('writes accented letters in WinAnsi and escapes parentheses', () => {
    expect(pdf).toContain('(Perch\\351 l\'ente \\350 pronto \\(prova\\).) Tj')
  })
})

describe('buildXlsx', () => {
  const bytes = buildXlsx('Importi', [['Misura', 'Importo'], ['1.2 Cloud & dati', 47427]])

  it('is a ZIP whose entries carry their own CRC and the workbook parts', () => {
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
    const count = bytes.readUInt16LE(end + 10)
    let at = bytes.readUInt32LE(end + 16)
    const names: string[] = []
    for (let i = 0; i < count; i++) {
      const nameLength = bytes.readUInt16LE(at + 28)
      const local = bytes.readUInt32LE(at + 42)
      const size = bytes.readUInt32LE(at + 20)
      const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8')
      const dataStart = local + 30 + bytes.readUInt16LE(local + 26)
      expect(crc32(bytes.subarray(dataStart, dataStart + size))).toBe(bytes.readUInt32LE(at + 16))
      names.push(name)
      at += 46 + nameLength
    }
    expect(names).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml'])
    expect(bytes.toString('utf8')).toContain('<c r="A2" t="inlineStr"><is><t>1.2 Cloud &amp; dati</t></is></c><c r="B2"><v>47427</v></c>')
  })

  it('gives the same bytes for the same rows, so a reseed changes nothing', () => {
    expect(buildXlsx('Importi', [['Misura', 'Importo'], ['1.2 Cloud & dati', 47427]]).equals(bytes)).toBe(true)
  })
})
