import { describe, expect, it } from 'vitest'
import { lexicalExcerpt } from './excerpt'

const doc = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: [
      { type: 'heading', children: [{ type: 'text', text: 'Titolo' }] },
      ...paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }, { type: 'link', children: [{ type: 'text', text: '' }] }] })),
    ],
  },
})

describe('lexicalExcerpt', () => {
  it('takes the first non-empty paragraph, not headings', () => {
    expect(lexicalExcerpt(doc('  ', 'Il contributo   è forfettario.'))).toBe('Il contributo è forfettario.')
  })
  it('cuts long text at a word boundary with an ellipsis', () => {
    const out = lexicalExcerpt(doc('uno due tre quattro cinque sei'), 14)
    expect(out).toBe('uno due tre…')
  })
  it('returns undefined for missing or malformed content', () => {
    expect(lexicalExcerpt(null)).toBeUndefined()
    expect(lexicalExcerpt({ root: {} })).toBeUndefined()
    expect(lexicalExcerpt('testo')).toBeUndefined()
  })
})
