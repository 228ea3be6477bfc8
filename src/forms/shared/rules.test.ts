import { afterEach, describe, expect, it } from 'vitest'
import { POST as subscribe } from '@/app/api/newsletter/subscribe/route'
import { POST as token } from '@/app/api/feedback/token/route'
import { POST as submit } from '@/app/api/feedback/submit/route'
import { resetRateLimits } from '@/ops/http/rate-limit'
import { RATE_RULES } from './rules'
import { PEER_HEADER } from '@/ops/http/client-address'

// The limits are checked before the body or the database: refused bodies count too.
const request = (url: string, ip: string, type = 'text/plain') =>
  new Request(`http://sito.test${url}`, { method: 'POST', headers: { 'content-type': type, [PEER_HEADER]: ip }, body: '{}' })

afterEach(() => resetRateLimits())

describe('form endpoints: per-address rate limit', () => {
  it('newsletter: 5 requests per 10 minutes, then 429 with Retry-After and an Italian message', async () => {
    for (let i = 0; i < RATE_RULES.newsletter.limit; i++) expect((await subscribe(request('/api/newsletter/subscribe', '10.0.0.1'))).status).toBe(415)
    const refused = await subscribe(request('/api/newsletter/subscribe', '10.0.0.1'))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).message).toBe('Troppe richieste da questo indirizzo. Riprova tra qualche minuto.')
    expect((await subscribe(request('/api/newsletter/subscribe', '10.0.0.2'))).status).toBe(415) // another address
  })

  it('feedback token and submit have their own limits', async () => {
    for (let i = 0; i < RATE_RULES.feedbackToken.limit; i++) expect((await token(request('/api/feedback/token', '10.0.0.3', 'application/json'))).status).toBe(200)
    expect((await token(request('/api/feedback/token', '10.0.0.3', 'application/json'))).status).toBe(429)
    for (let i = 0; i < RATE_RULES.feedbackSubmit.limit; i++) expect((await submit(request('/api/feedback/submit', '10.0.0.3'))).status).toBe(403)
    expect((await submit(request('/api/feedback/submit', '10.0.0.3'))).status).toBe(429)
  })

  it('FORMS_RATE_LIMIT_FACTOR raises the limits (tests only)', async () => {
    process.env.FORMS_RATE_LIMIT_FACTOR = '3'
    try {
      for (let i = 0; i < RATE_RULES.newsletter.limit * 3; i++) expect((await subscribe(request('/api/newsletter/subscribe', '10.0.0.4'))).status).toBe(415)
      expect((await subscribe(request('/api/newsletter/subscribe', '10.0.0.4'))).status).toBe(429)
    } finally {
      delete process.env.FORMS_RATE_LIMIT_FACTOR
    }
  })
})
