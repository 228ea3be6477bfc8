import type { Config } from 'payload'
import { describe, expect, it } from 'vitest'
import { documentTabs } from './document-tabs'

const TAB = '@/cms/components/DocumentTab.client#DocumentTab'

describe('documentTabs', () => {
  it('draws «Modifica» and «Versioni» with DocumentTab on every collection and global, keeping their other views and tab settings', async () => {
    const config = (await documentTabs({
      collections: [
        { slug: 'faqs', fields: [], admin: { useAsTitle: 'title', components: { views: { edit: { anteprima: { path: '/anteprima', Component: 'x#X' }, versions: { tab: { order: 50 } } } } } } },
        { slug: 'media', fields: [] },
      ],
      globals: [{ slug: 'header', fields: [] }],
    } as unknown as Config)) as Config
    const [faqs, media] = config.collections!
    const edit = faqs!.admin!.components!.views!.edit as Record<string, { tab?: { Component?: string; order?: number }; path?: string }>
    expect(faqs!.admin!.useAsTitle).toBe('title')
    expect(edit.anteprima).toEqual({ path: '/anteprima', Component: 'x#X' })
    expect(edit.versions!.tab).toEqual({ order: 50, Component: TAB })
    expect(edit.default!.tab).toEqual({ Component: TAB })
    for (const c of [media!, config.globals![0]!]) {
      const views = c.admin!.components!.views!.edit as Record<string, { tab?: { Component?: string } }>
      expect([views.default!.tab!.Component, views.versions!.tab!.Component]).toEqual([TAB, TAB])
    }
  })
})
