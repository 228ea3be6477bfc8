import type { PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { livePreview, previewFor } from './editorial'

describe('anteprima dei nove tipi', () => {
  it('porta alla pagina pubblica del documento, attraverso /api/preview', () => {
    expect(previewFor('news')({ slug: 'una-notizia' })).toBe('/api/preview?path=%2Fnotizie%2Funa-notizia')
    expect(previewFor('faqs')({ slug: 'cosa', category: 'generali' })).toBe('/api/preview?path=%2Fsupporto%2Fdomande-frequenti%2Fgenerali%2Fcosa')
    expect(previewFor('pages')({ slug: 'home' })).toBe('/api/preview?path=%2F')
    expect(previewFor('pages')({})).toBeNull()
  })

  it('mostra i tipi senza pagina propria dove sono elencati', () => {
    expect(previewFor('updates')({ title: 'x' })).toBe('/api/preview?path=%2Fesempi%2Felenchi')
    expect(previewFor('announcements')({ name: 'x' })).toBe('/api/preview?path=%2Fesempi%2Fschede')
  })

  it('l’anteprima dal vivo usa l’indirizzo assoluto del sito, su tre larghezze', async () => {
    const url = livePreview.url as (args: { data: Record<string, unknown>; collectionConfig?: SanitizedCollectionConfig; req: PayloadRequest }) => string | null
    const href = url({ data: { slug: 'una-notizia' }, collectionConfig: { slug: 'news' } as SanitizedCollectionConfig, req: {} as PayloadRequest })
    expect(href).toMatch(/^https?:\/\/[^/]+\/api\/preview\?path=%2Fnotizie%2Funa-notizia$/)
    expect(livePreview.collections).toHaveLength(9)
    expect(livePreview.breakpoints?.map((b) => b.width)).toEqual([375, 768, 1440])
  })
})
