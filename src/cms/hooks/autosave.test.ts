import { describe, expect, it } from 'vitest'
import { isAutosave } from './autosave'

describe('isAutosave', () => {
  it('reads the parameter as Payload leaves it (a boolean) or as sent (a string)', () => {
    expect(isAutosave({ query: { autosave: true } })).toBe(true)
    expect(isAutosave({ query: { autosave: 'true' } })).toBe(true)
    expect(isAutosave({ query: { autosave: false } })).toBe(false)
    expect(isAutosave({ query: {} })).toBe(false)
  })
})
