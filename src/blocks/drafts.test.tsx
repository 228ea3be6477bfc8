import { createElement, type ComponentType, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { findBySlug, listRouted, titlesOf } from '@/content/routed'
import { blockRegistry } from './registry'
import { renderAll } from './render-all'
import type { BlockContext, BlockProps, BlockType, BodyBlock } from './types'

const DRAFT = 'Bozza mai pubblicata'
const DRAFT_COLLECTIONS = ['pages', 'faqs', 'news']
const preview = { on: false }

function fixture(id: number, title: string, status: 'draft' | 'published') {
  const date = '2026-01-15T10:00:00.000Z'
  return { id, title, slug: `${status}-${id}`, category: 'generali', _status: status, customUpdateDate: date, createdAt: date, updatedAt: date }
}
const draft = fixture(1, DRAFT, 'draft')
const published = fixture(2, 'Contenuto pubblicato', 'published')

/**
 * A CMS that behaves like the collections' `publishedOrEditor` read access: the draft is hidden
 * only from an anonymous read through access control; any other read (overrideAccess, draft: true) sees it.
 */
const find = vi.fn(async (args: { collection: string; overrideAccess?: boolean; user?: unknown; draft?: boolean }) => {
  if (!DRAFT_COLLECTIONS.includes(args.collection)) return { docs: [], totalDocs: 0 }
  const visitor = args.overrideAccess === false && !args.user && !args.draft
  const docs = visitor ? [published] : [draft, published]
  return { docs, totalDocs: docs.length }
})
vi.mock('@/content/cms', () => ({ cms: async () => ({ find, findGlobal: async () => ({ title: 'Ricerche frequenti', items: [] }) }) }))
vi.mock('@/content/preview', () => ({ isPreview: async () => preview.on }))

const context: BlockContext = { path: '/esempi', crumbs: [] }

async function render(block: BodyBlock): Promise<string> {
  const Component = blockRegistry[block.blockType as BlockType] as ComponentType<BlockProps<BlockType>>
  const props = { block, context } as BlockProps<BlockType>
  const isAsync = Component.constructor.name === 'AsyncFunction'
  const node = isAsync ? await (Component as (p: typeof props) => Promise<ReactNode>)(props) : createElement(Component, props)
  return renderAll(node)
}

const examples = Object.values(import.meta.glob<Record<string, unknown>>('./*/examples.ts', { eager: true }))
  .flatMap((module) => Object.values(module))
  .flatMap((value) => (value && typeof value === 'object' ? [value, ...Object.values(value)] : []))
  .filter((value): value is BodyBlock => Boolean(value && typeof value === 'object' && 'blockType' in value))

/** Blocks that read editorial collections, in every way they can. */
const readers = [
  { blockType: 'newsList', title: 'Notizie', selection: 'paginated', columns: '3' },
  { blockType: 'cardGrid', cardType: 'news', latest: 3, columns: '3' },
  { blockType: 'cardGrid', cardType: 'news', news: [draft.id, published.id], columns: '3' },
  { blockType: 'cardGrid', cardType: 'news', news: [draft, published], columns: '3' },
  { blockType: 'faqList', title: 'Domande', source: 'tutte' },
  { blockType: 'faqList', title: 'Domande', source: 'selezione', faqs: [draft.id, published.id] },
] as unknown as BodyBlock[]

beforeEach(() => {
  preview.on = false
  find.mockClear()
})

describe('a draft never reaches a visitor', () => {
  it('is not shown by any block example nor by the blocks that list editorial content', async () => {
    expect(examples.length).toBeGreaterThan(30)
    for (const block of [...examples, ...readers]) {
      expect(await render(block), `${block.blockType} shows a draft`).not.toContain(DRAFT)
    }
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'news' }))
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'faqs' }))
  })

  it('is not found by slug, listed, or used for breadcrumbs', async () => {
    expect((await findBySlug('news', draft.slug))?.title).not.toBe(DRAFT)
    expect((await listRouted('pages')).items.map((d) => d.title)).not.toContain(DRAFT)
    expect([...(await titlesOf([draft.slug])).values()]).not.toContain(DRAFT)
  })

  it('is what an editor previewing a document sees', async () => {
    preview.on = true
    expect((await findBySlug('pages', draft.slug))?.title).toBe(DRAFT)
  })
})
