/**
 * Small tagged PDFs (PDF 1.7, Helvetica, WinAnsi) for the demo documents: a structure tree
 * (Document > H1, H2, P, L > LI > LBody) whose elements own the marked content of their lines, the
 * language it-IT and the title shown instead of the file name, so screen readers read them in order.
 *
 * The content is a list of blocks: a plain string is a paragraph, «## » starts a heading, «- » a
 * list item (consecutive items make one list). Pages break between blocks.
 */

/** Latin-1 letters as octal escapes (WinAnsi agrees with Latin-1 there); typographic quotes as plain ones. */
function pdfText(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/€/g, 'EUR')
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

type Kind = 'H1' | 'H2' | 'P' | 'LI'
type Block = { kind: Kind; lines: string[]; size: number; font: 'F1' | 'F2'; gap: number; before?: number }

const PAGE = { width: 595, height: 842, left: 56, top: 786, bottom: 60 }

function blocksOf(title: string, content: string[]): Block[] {
  const out: Block[] = [{ kind: 'H1', lines: wrap(title, 48), size: 18, font: 'F2', gap: 14 }]
  for (const text of content) {
    if (text.startsWith('## ')) out.push({ kind: 'H2', lines: wrap(text.slice(3), 70), size: 13, font: 'F2', gap: 8, before: 8 })
    else if (text.startsWith('- ')) out.push({ kind: 'LI', lines: wrap(text.slice(2), 84), size: 11, font: 'F1', gap: 4 })
    else out.push({ kind: 'P', lines: wrap(text, 90), size: 11, font: 'F1', gap: 8 })
  }
  return out
}

const height = (b: Block) => (b.before ?? 0) + b.lines.length * b.size * 1.4 + b.gap

/** Blocks placed on pages: each gets its page, its marked-content id on that page and its top. */
function layout(blocks: Block[]) {
  const pages: { block: Block; mcid: number; y: number }[][] = [[]]
  let y = PAGE.top
  for (const block of blocks) {
    if (y - height(block) < PAGE.bottom && pages.at(-1)!.length) {
      pages.push([])
      y = PAGE.top
    }
    const page = pages.at(-1)!
    page.push({ block, mcid: page.length, y: y - (page.length ? (block.before ?? 0) : 0) })
    y -= height(block)
  }
  return pages
}

function pageStream(placed: { block: Block; mcid: number; y: number }[]): string {
  const ops: string[] = []
  for (const { block, mcid, y } of placed) {
    const x = block.kind === 'LI' ? PAGE.left + 14 : PAGE.left
    ops.push(`/${block.kind === 'LI' ? 'LBody' : block.kind} <</MCID ${mcid}>> BDC`, 'BT', `/${block.font} ${block.size} Tf`, `${x} ${y.toFixed(1)} Td`, `${(block.size * 1.4).toFixed(1)} TL`)
    // A space at the end of each wrapped line, so text extracted from the tags keeps its words apart.
    const last = block.lines.length - 1
    block.lines.forEach((line, i) => ops.push(`${i === 0 && block.kind === 'LI' ? '(- ' : '('}${pdfText(i < last ? `${line} ` : line)}) ${i === 0 ? 'Tj' : "'"}`))
    ops.push('ET', 'EMC')
  }
  return ops.join('\n')
}

/** Objects are numbered in the order they are added; references are known before they are written. */
class Objects {
  readonly bodies: string[] = []
  reserve(): number {
    this.bodies.push('')
    return this.bodies.length
  }
  set(ref: number, body: string): number {
    this.bodies[ref - 1] = body
    return ref
  }
  add(body: string): number {
    return this.set(this.reserve(), body)
  }
}

/** The structure elements of the placed blocks: lists group consecutive items. */
function structure(objects: Objects, docRef: number, pages: ReturnType<typeof layout>, pageRefs: number[]) {
  const kids: number[] = []
  const parentTree: number[][] = pages.map(() => [])
  let list: { ref: number; items: number[] } | null = null
  const closeList = () => {
    if (list) objects.set(list.ref, `<< /Type /StructElem /S /L /P ${docRef} 0 R /K [${list.items.map((r) => `${r} 0 R`).join(' ')}] >>`)
    list = null
  }
  pages.forEach((placed, p) =>
    placed.forEach(({ block, mcid }) => {
      if (block.kind !== 'LI') {
        closeList()
        const ref = objects.add(`<< /Type /StructElem /S /${block.kind} /P ${docRef} 0 R /Pg ${pageRefs[p]} 0 R /K [${mcid}] >>`)
        kids.push(ref)
        parentTree[p]![mcid] = ref
        return
      }
      if (!list) {
        list = { ref: objects.reserve(), items: [] }
        kids.push(list.ref)
      }
      const li = objects.reserve()
      const body = objects.add(`<< /Type /StructElem /S /LBody /P ${li} 0 R /Pg ${pageRefs[p]} 0 R /K [${mcid}] >>`)
      objects.set(li, `<< /Type /StructElem /S /LI /P ${list.ref} 0 R /K [${body} 0 R] >>`)
      list.items.push(li)
      parentTree[p]![mcid] = body
    }),
  )
  closeList()
  return { kids, parentTree }
}

export function buildPdf(title: string, content: string[]): Buffer {
  const pages = layout(blocksOf(title, content))
  const objects = new Objects()
  const catalog = objects.reserve()
  const pagesRef = objects.reserve()
  const root = objects.reserve()
  const docRef = objects.reserve()
  const fonts = [objects.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'), objects.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')]
  const pageRefs = pages.map((placed, i) => {
    const stream = pageStream(placed)
    const contents = objects.add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    return objects.add(
      `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${fonts[0]} 0 R /F2 ${fonts[1]} 0 R >> >> /Contents ${contents} 0 R /StructParents ${i} /Tabs /S >>`,
    )
  })
  const { kids, parentTree } = structure(objects, docRef, pages, pageRefs)
  objects.set(docRef, `<< /Type /StructElem /S /Document /P ${root} 0 R /K [${kids.map((k) => `${k} 0 R`).join(' ')}] >>`)
  const nums = parentTree.map((refs, i) => `${i} [${refs.map((r) => `${r} 0 R`).join(' ')}]`).join(' ')
  objects.set(root, `<< /Type /StructTreeRoot /K [${docRef} 0 R] /ParentTree << /Nums [${nums}] >> /ParentTreeNextKey ${pages.length} >>`)
  objects.set(pagesRef, `<< /Type /Pages /Kids [${pageRefs.map((r) => `${r} 0 R`).join(' ')}] /Count ${pages.length} >>`)
  objects.set(catalog, `<< /Type /Catalog /Pages ${pagesRef} 0 R /StructTreeRoot ${root} 0 R /MarkInfo << /Marked true >> /Lang (it-IT) /ViewerPreferences << /DisplayDocTitle true >> >>`)
  const info = objects.add(`<< /Title (${pdfText(title)}) /Producer (Sito del programma, seed) >>`)
  return serialize(objects.bodies, catalog, info)
}

function serialize(bodies: string[], catalog: number, info: number): Buffer {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  bodies.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${bodies.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
