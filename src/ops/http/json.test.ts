import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readJsonBody, validate } from './json'

const post = (body: string, type = 'application/json') =>
  new Request('http://x/api', { method: 'POST', headers: { 'content-type': type }, body })

describe('readJsonBody', () => {
  it('accepts a JSON object', async () => {
    const r = await readJsonBody(post('{"a":1}'))
    expect(r).toEqual({ ok: true, data: { a: 1 } })
  })
  it.each([
    [post('{"a":1}', 'text/plain'), 415],
    [post('{a:1'), 400],
    [post('[1,2]'), 400],
    [post('null'), 400],
    [post(JSON.stringify({ a: 'x'.repeat(70_000) })), 413],
  ])('refuses bad bodies with a 4xx (%#)', async (request, status) => {
    const r = await readJsonBody(request)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.response.status).toBe(status)
      expect((await r.response.json()).message).toMatch(/\w/)
    }
  })
})

describe('validate', () => {
  it('lists every field with a problem, so a form without JavaScript shows them all (issue 39)', async () => {
    const schema = z.object({ email: z.email('Email non valida'), nome: z.string().min(1, 'Scrivi il nome'), ruolo: z.enum(['a'], 'Scegli il ruolo') })
    const r = validate(schema, { email: 'no', nome: '' })
    if (r.ok) throw new Error('valid')
    expect((await r.response.json()).errors).toEqual({ email: 'Email non valida', nome: 'Scrivi il nome', ruolo: 'Scegli il ruolo' })
  })

  it('answers 422 with the schema message', async () => {
    const r = validate(z.object({ email: z.email('Email non valida') }), { email: 'no' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(await r.response.json()).toEqual({ message: 'Email non valida', field: 'email', errors: { email: 'Email non valida' } })
  })
})
