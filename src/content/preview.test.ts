import { describe, expect, it } from 'vitest'
import { safeSitePath } from './preview'

describe('safeSitePath', () => {
  it('keeps site paths', () => {
    expect(safeSitePath('/notizie/una-notizia')).toBe('/notizie/una-notizia')
    expect(safeSitePath('/')).toBe('/')
  })
  it('refuses other hosts and odd input', () => {
    for (const bad of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'notizie', '', null, '/a b']) {
      expect(safeSitePath(bad)).toBeNull()
    }
  })
})
