import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildPdf } from './pdf'
import { buildXlsx } from './xlsx'

describe('buildPdf', () => {
  const pdf = buildPdf('Modello di comunicazione', ['## Chi lo compila', 'Perché l’ente è pronto (prova).', '- primo punto;', '- secondo punto.', 'Seconda riga.']).toString('latin1')

  it('has a cross-reference table whose offsets point at each object', () => {
    expect(pdf.startsWith('%PDF-1.7\n')).toBe(true)
    expect(pdf.endsWith('%%EOF\n')).toBe(true)
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1])
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets.length).toBeGreaterThan(10)
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true))
  })

  it('is tagged: language, title shown, a structure element for each marked run of text', () => {
    expect(pdf).toMatch(/\/Type \/Catalog .*\/StructTreeRoot \d+ 0 R \/MarkInfo << \/Marked true >> \/Lang \(it-IT\) \/ViewerPreferences << \/DisplayDocTitle true >>/)
    expect(pdf).toContain('/Title (Modello di comunicazione)')
    const marked = [...pdf.matchAll(/\/(\w+) <<\/MCID (\d+)>> BDC/g)].map((m) => m[1])
    expect(marked).toEqual(['H1', 'H2', 'P', 'LBody', 'LBody', 'P'])
    for (const tag of ['Document', 'H1', 'H2', 'P', 'L', 'LI', 'LBody']) expect(pdf).toContain(`/Type /StructElem /S /${tag} `)
    expect(pdf).toMatch(/\/ParentTree << \/Nums \[0 \[(\d+ 0 R ?){6}\]\] >>/)
  })

  it('writes accented letters in WinAnsi and escapes parentheses', () => {
    expect(pdf).toContain("(Perch\\351 l'ente \\350 pronto \\(prova\\).) Tj")
  })

  it('breaks pages between blocks', () => {
    const long = buildPdf('Lungo', Array.from({ length: 80 }, (_, i) => `Paragrafo ${i} con un testo abbastanza lungo da occupare almeno una riga intera.`)).toString('latin1')
    expect(Number(/\/Count (\d+)/.exec(long)![1])).toBeGreaterThan(1)
    expect(long).toContain('/StructParents 1 ')
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
