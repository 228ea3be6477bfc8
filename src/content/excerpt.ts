type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

function textOf(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(textOf).join('')
}

/** The first paragraph of a Lexical document as plain text, cut at a word within `max` characters. */
export function lexicalExcerpt(state: unknown, max = 160): string | undefined {
  const root = (state as { root?: LexicalNode } | null)?.root
  const paragraph = root?.children?.find((n) => n.type === 'paragraph' && textOf(n).trim())
  if (!paragraph) return undefined
  const text = textOf(paragraph).replace(/\s+/g, ' ').trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`
}

/** Every paragraph, heading and list item of a Lexical document as plain text (for JSON-LD answers). */
export function lexicalText(state: unknown, max = 5000): string {
  const root = (state as { root?: LexicalNode } | null)?.root
  const text = (root?.children ?? []).map((n) => textOf(n).replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n')
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}
