import { describe, expect, it } from 'vitest'
import { analyticsOrigin, DEFAULT_WAI_ORIGIN, trackingAllowed, trackingUrl } from './tracking'

describe('Web Analytics Italia tracking', () => {
  it('sends to the national service unless WAI_URL names another http(s) origin', () => {
    expect(analyticsOrigin(undefined)).toBe(DEFAULT_WAI_ORIGIN)
    expect(analyticsOrigin('http://127.0.0.1:3999/qualcosa')).toBe('http://127.0.0.1:3999')
    expect(analyticsOrigin('javascript:alert(1)')).toBe(DEFAULT_WAI_ORIGIN)
    expect(analyticsOrigin('non un indirizzo')).toBe(DEFAULT_WAI_ORIGIN)
  })

  it('respects Do Not Track and Global Privacy Control', () => {
    expect(trackingAllowed({ doNotTrack: null }, {})).toBe(true)
    expect(trackingAllowed({ doNotTrack: '1' }, {})).toBe(false)
    expect(trackingAllowed({ doNotTrack: 'unspecified' }, { doNotTrack: '1' })).toBe(false)
    expect(trackingAllowed({ globalPrivacyControl: true }, {})).toBe(false)
  })

  it('asks for a cookie-less page view of the site id, with the page and where the visitor came from', () => {
    const url = new URL(trackingUrl('https://wai.example', '42', { url: 'https://sito.example/notizie', title: 'Notizie', referrer: 'https://sito.example/' }))
    expect(url.origin + url.pathname).toBe('https://wai.example/matomo.php')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      idsite: '42',
      rec: '1',
      url: 'https://sito.example/notizie',
      action_name: 'Notizie',
      urlref: 'https://sito.example/',
    })
    expect(url.searchParams.has('_id')).toBe(false)
    expect(url.searchParams.has('urlref')).toBe(true)
    expect(new URL(trackingUrl('https://wai.example', '42', { url: 'x', title: 't', referrer: '' })).searchParams.has('urlref')).toBe(false)
  })
})
