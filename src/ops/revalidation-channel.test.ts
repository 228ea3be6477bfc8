import { describe, expect, it } from 'vitest'
import { revalidationMessage } from './revalidation-channel'
import { parseScope } from './instances'

describe('the revalidation channel’s message', () => {
  it('carries the scope the instances apply, and the whole site when NOTIFY could not carry it', () => {
    const tags = ['faqs:item:12', 'faqs:list']
    expect(parseScope(JSON.parse(revalidationMessage('faqs', tags)))).toEqual(tags)
    // 64 tags of 200 characters: over PostgreSQL's 8000 bytes for a notification.
    const long = Array.from({ length: 64 }, (_, i) => `pages:item:${String(i).padStart(200, 'x')}`)
    const message = revalidationMessage('pages', long)
    expect(message.length).toBeLessThan(8000)
    expect(parseScope(JSON.parse(message))).toBe('site')
  })
})
