import { describe, expect, it } from 'vitest'
import { PREVIEW_TTL_S, previewSession, previewSessionUser } from './preview-session'

const now = 1_800_000_000_000

describe('preview session', () => {
  it('names its editor only with the same Payload session and before it expires', () => {
    const cookie = previewSession(7, 'jwt-della-sessione', now)
    expect(previewSessionUser(cookie, 'jwt-della-sessione', now)).toBe('7')
    expect(previewSessionUser(cookie, 'jwt-di-un-altra-sessione', now)).toBeNull()
    expect(previewSessionUser(cookie, undefined, now)).toBeNull()
    expect(previewSessionUser(cookie, 'jwt-della-sessione', now + PREVIEW_TTL_S * 1000)).toBeNull()
    expect(previewSessionUser(cookie.replace(/^7\./, '8.'), 'jwt-della-sessione', now)).toBeNull()
    expect(previewSessionUser('1', 'jwt-della-sessione', now)).toBeNull()
  })
})
