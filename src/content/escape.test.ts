import { describe, expect, it } from 'vitest'
import { escapeMarkup } from './escape'

describe('escapeMarkup', () => {
  it('escapes the five characters that matter in HTML and XML, and nothing else', () => {
    expect(escapeMarkup('"><script>&\'')).toBe('&quot;&gt;&lt;script&gt;&amp;&#39;')
    expect(escapeMarkup("l'ente è qui")).toBe('l&#39;ente è qui')
  })
})
