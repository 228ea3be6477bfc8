/**
 * Tiny builder for the serialized Lexical state that @payloadcms/richtext-lexical 3.90
 * stores (shapes from lexical 0.50 exportJSON and Payload's LinkNode, version 3).
 * Pure and dependency-free, so block examples and tests can use it too.
 */

const FORMAT = { bold: 1, italic: 2, underline: 8, code: 16 } as const

export type TextNode = {
  type: 'text'
  detail: 0
  format: number
  mode: 'normal'
  style: ''
  text: string
  version: 1
}

export type LinkNode = {
  type: 'link'
  id: string
  children: TextNode[]
  direction: 'ltr'
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  format: ''
  indent: 0
  version: 3
}

type Element<T extends string, C> = {
  type: T
  children: C[]
  direction: 'ltr'
  format: ''
  indent: 0
  version: 1
}

type Inline = TextNode | LinkNode
export type ParagraphNode = Element<'paragraph', Inline> & { textFormat: number; textStyle: '' }
export type HeadingNode = Element<'heading', Inline> & { tag: 'h2' | 'h3' | 'h4' }
type ListItemNode = Element<'listitem', Inline> & { value: number }
export type ListNode = Element<'list', ListItemNode> & { listType: 'bullet' | 'number'; start: 1; tag: 'ul' | 'ol' }
export type TopNode = ParagraphNode | HeadingNode | ListNode

export type EditorState = {
  root: Element<'root', TopNode>
}

/** What callers pass as inline content: plain strings become plain text. */
export type InlineInput = string | Inline

const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

function text(value: string, format = 0): TextNode {
  return { type: 'text', detail: 0, format, mode: 'normal', style: '', text: value, version: 1 }
}

export function bold(value: string): TextNode {
  return text(value, FORMAT.bold)
}

/** Stable 24-hex id (Payload stores an ObjectID-like id on links). */
function linkId(seed: string): string {
  let h1 = 0x811c9dc5
  let h2 = 0x01000193
  let h3 = 0x5bd1e995
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 16777619) >>> 0
    h2 = Math.imul(h2 ^ c, 2246822507) >>> 0
    h3 = Math.imul(h3 ^ c, 3266489909) >>> 0
  }
  return [h1, h2, h3].map((h) => h.toString(16).padStart(8, '0')).join('')
}

/**
 * A link. Site paths ('/notizie') are internal links kept as custom URLs, so they
 * survive a reseed; external addresses open in a new tab unless told otherwise.
 */
export function link(url: string, label: string, newTab = /^https?:\/\//.test(url)): LinkNode {
  return {
    type: 'link',
    id: linkId(`${url}|${label}`),
    children: [text(label)],
    ...element,
    fields: { linkType: 'custom', url, newTab },
    version: 3,
  }
}

function inlines(parts: InlineInput[]): Inline[] {
  return parts.filter((p) => p !== '').map((p) => (typeof p === 'string' ? text(p) : p))
}

export function p(...parts: InlineInput[]): ParagraphNode {
  const children = inlines(parts)
  const first = children.find((c): c is TextNode => c.type === 'text')
  return { type: 'paragraph', children, ...element, textFormat: first?.format ?? 0, textStyle: '' }
}

export function h2(...parts: InlineInput[]): HeadingNode {
  return { type: 'heading', children: inlines(parts), ...element, tag: 'h2' }
}

export function h3(...parts: InlineInput[]): HeadingNode {
  return { type: 'heading', children: inlines(parts), ...element, tag: 'h3' }
}

type ItemInput = InlineInput | InlineInput[]

function list(listType: 'bullet' | 'number', items: ItemInput[]): ListNode {
  const children: ListItemNode[] = items.map((item, i) => ({
    type: 'listitem',
    children: inlines(Array.isArray(item) ? item : [item]),
    ...element,
    value: i + 1,
  }))
  return { type: 'list', children, ...element, listType, start: 1, tag: listType === 'bullet' ? 'ul' : 'ol' }
}

/** Bulleted list; an item given as an array mixes text, bold and links. */
export function ul(...items: ItemInput[]): ListNode {
  return list('bullet', items)
}

export function ol(...items: ItemInput[]): ListNode {
  return list('number', items)
}

export function doc(...nodes: TopNode[]): EditorState {
  return { root: { type: 'root', children: nodes, ...element } }
}
