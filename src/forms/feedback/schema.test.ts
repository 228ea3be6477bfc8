import { describe, expect, it } from 'vitest'
import { siteUrl } from '@/cms/env'
import { checkCsrfToken, CSRF_MESSAGES, CSRF_TTL_MS, issueCsrfToken } from './csrf'
import { feedbackSchema, tokenRequestSchema } from './schema'
import { pathFromReferer } from './submit'

const messageOf = (data: unknown) => {
  const r = feedbackSchema.safeParse(data)
  return r.success ? null : r.error.issues[0].message
}

describe('feedbackSchema', () => {
  it('accepts yes/no, an optional comment up to 500 characters and a page id', () => {
    expect(feedbackSchema.parse({ utile: true, link: 12 })).toEqual({ utile: true, link: { collection: null, id: '12' } })
    expect(feedbackSchema.parse({ utile: false, commento: ` ${'c'.repeat(500)} `, link: 'abc-1' }).commento).toHaveLength(500)
  })

  it('reads the page’s collection from the link, when the widget names it (issue 12, finding 8)', () => {
    expect(feedbackSchema.parse({ utile: true, link: 'faqs:12' }).link).toEqual({ collection: 'faqs', id: '12' })
    expect(feedbackSchema.parse({ utile: true, link: 'pages:3' }).link).toEqual({ collection: 'pages', id: '3' })
    // News items, datasets, avvisi, measures and beneficiary types are rated too (issue 39); users and requests never.
    expect(feedbackSchema.parse({ utile: true, link: 'misuras:3' }).link).toEqual({ collection: 'misuras', id: '3' })
    expect(messageOf({ utile: true, link: 'users:3' })).toBe('La pagina indicata non è valida.')
    expect(messageOf({ utile: true, link: 'faqs:' })).toBe('La pagina indicata non è valida.')
  })

  it('counts the comment in UTF-16 units like the textarea: 250 emoji fit, 300 do not', () => {
    expect(feedbackSchema.parse({ utile: true, link: 1, commento: '😀'.repeat(250) }).commento).toHaveLength(500)
    expect(messageOf({ utile: true, link: 1, commento: '😀'.repeat(251) })).toBe('Il commento può avere al massimo 500 caratteri.')
    expect(messageOf({ utile: true, link: 1, commento: '😀'.repeat(300) })).toBe('Il commento può avere al massimo 500 caratteri.')
  })

  it('refuses control characters in the comment, keeping new lines and tabs', () => {
    const control = 'Il commento contiene caratteri non ammessi (caratteri di controllo invisibili).'
    expect(messageOf({ utile: true, link: 1, commento: 'Chiaro\u0000nascosto' })).toBe(control)
    expect(messageOf({ utile: true, link: 1, commento: 'Mezza emoji \uD83D' })).toBe(control)
    expect(feedbackSchema.parse({ utile: true, link: 1, commento: 'Riga uno\r\n\tRiga due' }).commento).toBe('Riga uno\n\tRiga due')
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
  const from = (referer: string | null, host = 'sito.it') => pathFromReferer(new Headers({ host, ...(referer === null ? {} : { referer }) }))

  it('keeps only paths of this site: the host addressed, or SITE_URL’s', () => {
    expect(from('https://sito.it/il-programma?x=1#y')).toBe('/il-programma')
    expect(from('http://127.0.0.1:3401/il-programma', '127.0.0.1:3401')).toBe('/il-programma')
    expect(from(`${siteUrl()}/supporto`, 'interno:8080')).toBe('/supporto')
    expect(from('https://altro.it/pagina')).toBeNull()
    expect(from('non un url')).toBeNull()
    expect(from(null)).toBeNull()
  })
})
