/**
 * What Excel and LibreOffice put on the clipboard when cells are copied: rows on lines, cells
 * split by tabs, a cell holding a tab, a newline or a quote wrapped in double quotes ("" for a quote).
 */
export function readPastedTable(text: string): string[][] {
  const rows: string[][] = [[]]
  let cell = ''
  let quoted = false
  const src = text.replace(/\r\n?/g, '\n')
  const endCell = () => {
    rows.at(-1)!.push(cell)
    cell = ''
  }
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!
    if (quoted && ch === '"' && src[i + 1] === '"') {
      cell += '"'
      i++
    } else if (quoted && ch === '"') quoted = false
    else if (quoted) cell += ch
    else if (ch === '"' && cell === '') quoted = true
    else if (ch === '\t') endCell()
    else if (ch === '\n') {
      endCell()
      rows.push([])
    } else cell += ch
  }
  rows.at(-1)!.push(cell)
  // The clipboard ends with a newline: no empty last row.
  while (rows.length && rows.at(-1)!.every((c) => c.trim() === '')) rows.pop()
  return rows
}

/** True when the clipboard holds more than one cell (a single value is left to the input). */
export function isTablePaste(text: string): boolean {
  return /[\t\n]/.test(text.replace(/\r?\n$/, ''))
}

/**
 * The grid after a paste at (row, col): the pasted block overwrites from there, adding rows as
 * needed; columns beyond the table are dropped and counted, so the editor can be told.
 */
export function pasteIntoGrid(grid: string[][], row: number, col: number, block: string[][]): { grid: string[][]; droppedColumns: number } {
  const width = grid[0]?.length ?? block[0]?.length ?? 0
  const next = grid.map((r) => [...r])
  let droppedColumns = 0
  block.forEach((cells, i) => {
    const r = row + i
    while (next.length <= r) next.push(Array.from({ length: width }, () => ''))
    cells.forEach((value, j) => {
      if (col + j < width) next[r]![col + j] = value.trim()
      else droppedColumns = Math.max(droppedColumns, col + j - width + 1)
    })
  })
  return { grid: next, droppedColumns }
}

/** A copied block that starts with the sheet's header row (text where numbers follow): the header is not data. */
export function withoutHeaderRow(block: string[][], isNumber: (text: string) => boolean): string[][] {
  const [first, second] = block
  if (!first || !second || first.length < 2) return block
  const textHeader = first.slice(1).every((c) => c.trim() !== '' && !isNumber(c))
  const numbersBelow = second.slice(1).some((c) => isNumber(c))
  return textHeader && numbersBelow ? block.slice(1) : block
}
