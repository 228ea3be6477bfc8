import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { BlockContext } from '../types'
import { TimelineComponent } from './Component'
import { timelineExamples } from './examples'

const context: BlockContext = { path: '/esempi/vantaggi', crumbs: [] }
const html = renderToStaticMarkup(<TimelineComponent block={timelineExamples.percorso} context={context} />)

describe('Timeline', () => {
  it('is an ordered list of steps under an h2, each titled by an h3 after its date in words', () => {
    expect(html).toContain('<h2 id="linea-tempo-titolo" class="mb-4">Il percorso del programma</h2>')
    expect(html.match(/<li class="sito-timeline__step/g)).toHaveLength(4)
    expect(html).toMatch(/^<section[^>]*><h2[^>]*>[^<]*<\/h2><ol class="sito-timeline">/)
    expect(html).toContain('<p class="sito-timeline__date">Novembre 2021</p><h3 class="h5">Nasce il programma</h3>')
  })

  it('marks only the current step, with the word Oggi and aria-current', () => {
    expect(html.match(/Oggi/g)).toHaveLength(1)
    expect(html.match(/aria-current/g)).toHaveLength(1)
    expect(html).toContain(
      '<li class="sito-timeline__step sito-timeline__step--current" aria-current="step"><p class="sito-timeline__date">Luglio 2025 <span class="sito-timeline__now">Oggi</span></p>',
    )
  })
})
