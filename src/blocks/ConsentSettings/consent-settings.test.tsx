// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderAll } from '../render-all'
import type { BlockContext } from '../types'
import { storeConsent } from '../VideoPlayer/consent'
import { ConsentSettingsComponent } from './Component'
import { consentSettingsExamples } from './examples'

const context: BlockContext = { path: '/informativa-privacy', crumbs: [] }
const tree = () => <ConsentSettingsComponent block={consentSettingsExamples.privacy} context={context} />

describe('ConsentSettings', () => {
  let container: HTMLDivElement
  let root: Root
  const mount = async () => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await act(async () => root.render(tree()))
    // the control is a lazy leaf: rendered once its chunk has loaded
    await vi.waitFor(() => expect(container.querySelector('[aria-live]')).not.toBeNull())
  }

  afterEach(() => {
    act(() => root?.unmount())
    container?.remove()
    window.localStorage.clear()
  })

  it('without JavaScript says where the choice lives and how to clear it', async () => {
    const html = await renderAll(tree())
    expect(html).toContain('<h2 id="preferenze-browser">Le tue preferenze su questo dispositivo</h2>')
    expect(html).toContain('cancella i dati di navigazione di questo sito')
    expect(html).not.toContain('<button')
  })

  it('withdraws the stored video consent', async () => {
    storeConsent()
    await mount()
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Revoca il consenso ai video di YouTube')!
    expect(button).toBeDefined()
    await act(async () => button.click())
    expect(window.localStorage.getItem('sito:consenso-video-youtube')).toBeNull()
    expect(container.textContent).toContain('Nessun consenso salvato')
    expect(container.querySelector('button')).toBeNull()
  })
})
