import { describe, expect, it } from 'vitest'
import { tagsForChange } from './cache-tags'

const faq = { id: 7, slug: 'come-fare', title: 'Come fare', category: 'generali', _status: 'published', body: 'a' }

describe('tagsForChange', () => {
  it('a body edit makes stale the document only (its page, the list pages and cards showing it)', () => {
    expect(tagsForChange('faqs', { ...faq, body: 'b' }, faq)).toEqual(['doc:faqs:7', 'feeds', 'slug:faqs:come-fare'])
  })

  it('a new title, category or first publication or unpublishing also makes the lists stale', () => {
    expect(tagsForChange('faqs', { ...faq, title: 'Altro' }, faq)).toContain('list:faqs')
    expect(tagsForChange('faqs', { ...faq, category: 'progetti' }, faq)).toContain('list:faqs')
    expect(tagsForChange('faqs', faq, { ...faq, _status: 'draft' })).toContain('list:faqs')
    expect(tagsForChange('faqs', faq, undefined)).toContain('list:faqs')
    expect(tagsForChange('faqs', { ...faq, _status: 'draft' }, faq)).toEqual(['doc:faqs:7', 'feeds', 'slug:faqs:come-fare', 'list:faqs'])
  })

  it('a new address, deleting or an untagged collection makes the whole site stale', () => {
    expect(tagsForChange('faqs', { ...faq, slug: 'nuovo' }, faq)).toBe('site')
    expect(tagsForChange('faqs', faq, faq, true)).toBe('site')
    expect(tagsForChange('media', { id: 1 }, { id: 1 })).toBe('site')
  })
})
