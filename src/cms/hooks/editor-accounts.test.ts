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

  it('refuse blank, repeated, sequential and common passwords of any length', () => {
    expect(passwordProblem(' '.repeat(12), false)).toBe(PASSWORD_MESSAGES.blank)
    for (const weak of ['password1234', 'aaaaaaaaaaaa', 'abcdefghijkl', 'qwertyuiop12', 'passwordpassword', 'benvenuto123', 'Passw0rd!2024']) {
      expect(passwordProblem(weak, false), weak).toBe(PASSWORD_MESSAGES.weak)
    }
    for (const strong of ['Una-password-lunga-2026', 'X7k-pQ9w_L2mZ', 'cavallo batteria graffetta']) expect(passwordProblem(strong, false), strong).toBeNull()
  })
})
