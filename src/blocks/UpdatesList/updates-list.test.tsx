import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Update, UpdatesListBlock } from '../../payload-types'
import type { BlockContext } from '../types'
import { UpdatesListComponent } from './Component'
import { updatesListExamples } from './examples'
import { loadLeaves } from '../render-all'

await loadLeaves()

const find = vi.fn()
vi.mock('@/content/cms', () => ({ cms: async () => ({ find }) }))

const context: BlockContext = { path: '/esempi/elenchi', crumbs: [] }
const html = async (block: UpdatesListBlock) => renderToStaticMarkup(await UpdatesListComponent({ block, context }))

const DAY = 24 * 60 * 60 * 1000
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()

function update(id: number, days: number, extra: Partial<Update> = {}): Update {
  return { id, title: `Aggiornamento ${id}`, customUpdateDate: ago(days), createdAt: ago(days), updatedAt: ago(days), ...extra }
}

beforeEach(() => find.mockReset())

describe('UpdatesList', () => {
  it('asks for every update newest first and pages them 12 at a time', async () => {
    find.mockResolvedValue({ docs: Array.from({ length: 13 }, (_, i) => update(i + 1, 100 + i)), totalDocs: 13 })
    const out = await html(updatesListExamples.tutti)
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'updates', sort: '-customUpdateDate', limit: 24, page: 1 }))
    expect(out).toContain('<li id="aggiornamenti-2"><article>')
    expect(out).toContain('aria-label="Paginazione Tutti gli aggiornamenti"')
  })

  it('with showLastItems asks for the latest 6 and has no pagination', async () => {
    find.mockResolvedValue({ docs: Array.from({ length: 6 }, (_, i) => update(i + 1, 100 + i)) })
    const out = await html(updatesListExamples.ultimi)
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'updates', limit: 6 }))
    expect(out.match(/<article>/g)).toHaveLength(6)
    expect(out).not.toContain('pagination')
  })

  it('shows date, badge, beneficiaries and the call to action', async () => {
    const fresh = update(1, 3, {
      customUpdateDate: '2025-03-03T10:00:00.000Z',
      cta: { text: 'Leggi la notizia', href: '/notizie/nuovi-avvisi' },
      beneficiari: [{ id: 1, label: 'Comuni', updatedAt: '', createdAt: '' }, { id: 2, label: 'Scuole', updatedAt: '', createdAt: '' }],
    })
    find.mockResolvedValue({ docs: [fresh, update(2, 200, { updatedAt: ago(10) }), update(3, 200, { cta: { href: 'javascript:x' } })] })
    const out = await html(updatesListExamples.tutti)
    expect(out).toContain('<time dateTime="2025-03-03">3 marzo 2025</time><span class="badge bg-primary ms-2">Nuovo</span>')
    expect(out).toContain('<span class="badge bg-secondary ms-2">Aggiornato</span>')
    expect(out).toContain('<h3 class="h5 mb-1">Aggiornamento 1</h3><p class="small mb-1">Beneficiari: Comuni, Scuole</p><a href="/notizie/nuovi-avvisi">Leggi la notizia</a>')
    expect(out).not.toContain('javascript:')
  })

  it('says there are no updates', async () => {
    find.mockResolvedValue({ docs: [] })
    expect(await html(updatesListExamples.tutti)).toContain('<p class="sito-list__empty">Non ci sono aggiornamenti al momento</p>')
  })
})
