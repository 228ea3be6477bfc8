import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, LinkJSXConverter, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import { safeHref } from '@/content/links'
import { isRouted, pathFor } from '@/content/paths'

type ListItemNode = { value?: number; children: { type: string }[] }

type LinkNode = { fields: { url?: string; doc?: { relationTo?: string; value?: unknown } | null } }

/** An internal link points at a document; its URL follows the section rules. */
function internalDocToHref({ linkNode }: { linkNode: LinkNode }): string {
  const doc = linkNode.fields.doc
  const value = doc?.value as { slug?: string; category?: string } | undefined
  if (isRouted(doc?.relationTo) && value?.slug) {
    return pathFor(doc.relationTo, { slug: value.slug, category: value.category })
  }
  return '#'
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const links = LinkJSXConverter({ internalDocToHref: internalDocToHref as never })
  const render = links.link as Extract<NonNullable<typeof links.link>, (...args: never[]) => unknown>
  return {
    ...defaultConverters,
    ...links,
    // Payload's item writes value="n" and an empty class on every item: invalid HTML in a <ul>.
    listitem: (args) => {
      const node = args.node as unknown as ListItemNode
      const parent = args.parent as { listType?: string }
      const payloadItem = defaultConverters.listitem as (a: typeof args) => React.ReactNode
      if (parent.listType === 'check') return payloadItem(args)
      const nested = node.children.some((child) => child.type === 'list')
      return (
        <li className={nested ? 'nestedListItem' : undefined} style={nested ? { listStyleType: 'none' } : undefined} value={parent.listType === 'number' ? node.value : undefined}>
          {args.nodesToJSX({ nodes: args.node.children as never })}
        </li>
      )
    },
    // Editors type URLs: keep only safe schemes, and announce new windows.
    link: (args) => {
      const node = args.node as unknown as LinkNode & { fields: { linkType?: string; newTab?: boolean } }
      if (node.fields.linkType !== 'internal' && !safeHref(node.fields.url)) {
        return <span>{args.nodesToJSX({ nodes: args.node.children })}</span>
      }
      const anchor = render(args)
      if (!node.fields.newTab) return anchor
      return (
        <>
          {anchor}
          <span className="visually-hidden"> (si apre in una nuova finestra)</span>
        </>
      )
    },
  }
}

/** Lexical rich text rendered to React elements: no raw HTML is injected. */
export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object') return null
  return (
    <LexicalRichText
      data={data as SerializedEditorState<SerializedLexicalNode>}
      converters={converters}
      className={className}
      disableIndent
      disableTextAlign
    />
  )
}
