import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, PASSWORD_MESSAGES, passwordProblem } from './editor-accounts'

describe('editor passwords', () => {
  it('need 12 characters, and never the demo password in production unless the seed sets it', () => {
    expect(passwordProblem('abc', false)).toBe(PASSWORD_MESSAGES.short)
    expect(passwordProblem(DEMO_PASSWORD, false, { NODE_ENV: 'production' })).toBe(PASSWORD_MESSAGES.demo)
    expect(passwordProblem(DEMO_PASSWORD, true, { NODE_ENV: 'production' })).toBeNull()
    expect(passwordProblem(DEMO_PASSWORD, false, { NODE_ENV: 'development' })).toBeNull()
    expect(passwordProblem('una frase abbastanza lunga', false, { NODE_ENV: 'production' })).toBeNull()
  })
})
