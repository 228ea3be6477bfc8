import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LinkIcon } from './LinkIcon'

describe('LinkIcon', () => {
  it('inlines the named Bootstrap Italia icon, with or without the it- prefix, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<LinkIcon name="arrow-right" />)
    expect(html).toMatch(/^<svg class="icon icon-sm sito-link-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="[^"]+"/)
    expect(renderToStaticMarkup(<LinkIcon name=" IT-Arrow-Right " />)).toBe(html)
  })

  it('renders nothing for an empty or unknown name, or one that tries to inject markup', () => {
    expect(renderToStaticMarkup(<LinkIcon name="" />)).toBe('')
    expect(renderToStaticMarkup(<LinkIcon name="non-esiste" />)).toBe('')
    expect(renderToStaticMarkup(<LinkIcon name={'arrow-right"><script>'} />)).toBe('')
  })
})
