import { describe, expect, it } from 'vitest'
import { validActionForm, validActionText } from './action-payload'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

describe('server action payloads', () => {
  it('accept what React posts for a form without JavaScript', () => {
    expect(validActionForm(form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"7f00","bound":"$@1"}', '$ACTION_1:1': '[{"status":"idle"}]', email: 'a@b.it' }))).toBe(true)
    expect(validActionForm(form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"7f00","bound":null}' }))).toBe(true)
    expect(validActionForm(form({ email: 'a@b.it' }))).toBe(true)
  })
  it('refuse references Next could not decode', () => {
    for (const head of ['non-json', '{"id":null,"bound":null}', '{"id":"00","bound":"$Q1"}', '{"id":"00","bound":"$@9"}', '[]']) {
      expect(validActionForm(form({ $ACTION_REF_1: '', '$ACTION_1:0': head })), head).toBe(false)
    }
    expect(validActionForm(form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"00","bound":"$@1"}', '$ACTION_1:1': '[{"x":' }))).toBe(false)
    expect(validActionForm(form({ $ACTION_REF_1: '' }))).toBe(false)
    expect(validActionText('[')).toBe(false)
    expect(validActionText('["$@1"]')).toBe(false)
    expect(validActionText('[{"a":{"b":"$Q9"}}]')).toBe(false)
    expect(validActionText('[{"blockType":"announcements","title":"$$dollari","d":"$D2026-01-01T00:00:00.000Z"}]')).toBe(true)
  })
})
