import { describe, expect, it } from 'vitest'
import { checkCsrfToken, CSRF_MESSAGES, CSRF_TTL_MS, issueCsrfToken } from './csrf'
import { feedbackSchema, tokenRequestSchema } from './schema'
import { pathFromReferer } from './submit'

const messageOf = (data: unknown) => {
  const r = feedbackSchema.safeParse(data)
  return r.success ? null : r.error.issues[0].message
}

describe('feedbackSchema', () => {
  it('accepts yes/no, an optional comment up to 500 characters and a page id', () => {
    expect(feedbackSchema.parse({ utile: true, link: 12 })).toEqual({ utile: true, link: '12' })
    expect(feedbackSchema.parse({ utile: false, commento: ` ${'c'.repeat(500)} `, link: 'abc-1' }).commento).toHaveLength(500)
  })

  it.each([
    [{ link: 1 }, 'Indica se la pagina ti è stata utile.'],
    [{ utile: 'true', link: 1 }, 'Indica se la pagina ti è stata utile.'],
    [{ utile: true, link: 1, commento: 'c'.repeat(501) }, 'Il commento può avere al massimo 500 caratteri.'],
    [{ utile: true, link: 1, commento: null }, 'Il commento non è valido.'],
    [{ utile: true }, 'La pagina indicata non è valida.'],
    [{ utile: true, link: -3 }, 'La pagina indicata non è valida.'],
    [{ utile: true, link: 1.5 }, 'La pagina indicata non è valida.'],
    [{ utile: true, link: '../admin' }, 'La pagina indicata non è valida.'],
    [{ utile: true, link: 1, extra: 1 }, 'La richiesta contiene campi non previsti.'],
  ])('refuses invalid input in Italian (%#)', (data, message) => {
    expect(messageOf(data)).toBe(message)
  })

  it('takes an empty object for the token request and nothing else', () => {
    expect(tokenRequestSchema.safeParse({}).success).toBe(true)
    expect(tokenRequestSchema.safeParse({ a: 1 }).success).toBe(false)
  })
})

describe('feedback CSRF token', () => {
  it('is valid for an hour, then expired; missing or forged tokens are refused', () => {
    const now = Date.UTC(2026, 0, 1)
    const token = issueCsrfToken(now)
    const ok = checkCsrfToken(token, now + CSRF_TTL_MS - 1000)
    expect(ok.ok).toBe(true)
    expect(checkCsrfToken(token, now + CSRF_TTL_MS + 1000)).toEqual({ ok: false, message: CSRF_MESSAGES.expired })
    expect(checkCsrfToken(null, now)).toEqual({ ok: false, message: CSRF_MESSAGES.missing })
    expect(checkCsrfToken(`${token}x`, now)).toEqual({ ok: false, message: CSRF_MESSAGES.invalid })
  })

  it('gives each token its own single-use id', () => {
    const a = checkCsrfToken(issueCsrfToken())
    const b = checkCsrfToken(issueCsrfToken())
    expect(a.ok && b.ok && a.id !== b.id).toBe(true)
  })
})

describe('pathFromReferer', () => {
  it('keeps only same-origin paths', () => {
    expect(pathFromReferer('https://sito.it/il-programma?x=1#y', 'https://sito.it')).toBe('/il-programma')
    expect(pathFromReferer('https://altro.it/pagina', 'https://sito.it')).toBeNull()
    expect(pathFromReferer('non un url', 'https://sito.it')).toBeNull()
    expect(pathFromReferer(null, 'https://sito.it')).toBeNull()
  })
})
