import { describe, expect, it } from 'vitest'
import { parseScope } from './instances'

describe('POST /api/revalidate scope', () => {
  it('is the whole site when none is named', () => {
    expect(parseScope({ reason: 'faqs' })).toBe('site')
    expect(parseScope({ scope: 'site' })).toBe('site')
  })

  it('takes cache tags, page slugs with slashes included', () => {
    expect(parseScope({ scope: ['doc:faqs:12', 'slug:pages:novita/newsletter', 'list:news', 'feeds'] })).toEqual([
      'doc:faqs:12',
      'slug:pages:novita/newsletter',
      'list:news',
      'feeds',
    ])
  })

  it('refuses anything else', () => {
    for (const scope of ['tutto', [12], ['doc:faqs:1 2'], ['<script>'], Array.from({ length: 65 }, (_, i) => `doc:faqs:${i}`)]) {
      expect(parseScope({ scope })).toBeNull()
    }
  })
})
