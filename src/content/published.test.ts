import { describe, expect, it } from 'vitest'
import { isPublished, publishedOnly } from './published'

describe('publishedOnly', () => {
  it('adds the published filter to collections with drafts', () => {
    expect(publishedOnly('news')).toEqual({ _status: { equals: 'published' } })
    expect(publishedOnly('faqs', { slug: { equals: 'a' } })).toEqual({ and: [{ slug: { equals: 'a' } }, { _status: { equals: 'published' } }] })
  })
  it('leaves collections without drafts alone', () => {
    expect(publishedOnly('resources')).toBeUndefined()
    expect(publishedOnly('guidelines', { id: { in: [1] } })).toEqual({ id: { in: [1] } })
  })
  it('treats populated never-published documents as hidden', () => {
    expect(isPublished({ _status: 'draft' })).toBe(false)
    expect(isPublished({ _status: 'published' })).toBe(true)
    expect(isPublished({ title: 'senza bozze' })).toBe(true)
  })
})
