/** A small, valid one-page PDF with a title and paragraphs (Helvetica, WinAnsi): demo attachments. */

/** Latin-1 letters as octal escapes (WinAnsi agrees with Latin-1 there); typographic quotes as plain ones. */
function pdfText(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .replace(/[\u00a0-\u00ff]/g, (c) => `\\${c.charCodeAt(0).toString(8)}`)
    .replace(/[^\x20-\x7e\\]/g, '?')
}

/** Splits a paragraph into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  return line ? [...lines, line] : lines
}

function contentStream(title: string, paragraphs: string[]): string {
  const ops = ['BT', '/F2 18 Tf', '56 780 Td', `(${pdfText(title)}) Tj`, '/F1 11 Tf', '0 -16 TL', 'T*']
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 90)) ops.push(`T* (${pdfText(line)}) Tj`)
    ops.push('T*')
  }
  ops.push('ET')
  return ops.join('\n')
}

export function buildPdf(title: string, paragraphs: string[]): Buffer {
  const stream = contentStream(title, paragraphs)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(title)}) /Lang (it-IT) >>`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
