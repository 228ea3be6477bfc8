import { describe, expect, it } from 'vitest'
import { isPublished } from './published'

describe('isPublished', () => {
  it('treats populated never-published documents as hidden', () => {
    expect(isPublished({ _status: 'draft' })).toBe(false)
    expect(isPublished({ _status: 'published' })).toBe(true)
    expect(isPublished({ title: 'senza bozze' })).toBe(true)
  })
})
