import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from './RichText'

const text = (t: string) => ({ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const item = (t: string, value: number) => ({ type: 'listitem', value, checked: undefined, children: [text(t)], direction: 'ltr', format: '', indent: 0, version: 1 })
const list = (listType: 'bullet' | 'number', tag: 'ul' | 'ol') => ({
  type: 'list',
  listType,
  tag,
  start: 1,
  children: [item('primo', 1), item('secondo', 2)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
})
const doc = (...children: unknown[]) => ({ root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } })

describe('RichText lists', () => {
  it('bulleted items carry neither value nor an empty class (valid HTML)', () => {
    const html = renderToStaticMarkup(<RichText data={doc(list('bullet', 'ul'))} />)
    expect(html).toContain('<ul class="list-bullet"><li>primo</li><li>secondo</li></ul>')
  })

  it('numbered items keep their number', () => {
    const html = renderToStaticMarkup(<RichText data={doc(list('number', 'ol'))} />)
    expect(html).toContain('<ol class="list-number"><li value="1">primo</li><li value="2">secondo</li></ol>')
  })
})
