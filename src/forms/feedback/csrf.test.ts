import { describe, expect, it } from 'vitest'
import { POST as token } from '@/app/api/feedback/token/route'
import { PEER_HEADER } from '@/ops/http/client-address'

const request = (ip: string) =>
  new Request('http://sito.test/api/feedback/token', { method: 'POST', headers: { 'content-type': 'application/json', [PEER_HEADER]: ip }, body: '{}' })

describe('feedback token endpoint', () => {
  it('answers { csrf_token } to an empty JSON object', async () => {
    const response = await token(request('10.0.0.5'))
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await response.json()).csrf_token).toMatch(/^[\w-]+\.[\w-]+$/)
  })
})
