import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { editorialRead, hasRole, onlyDraftsForRedattori, publicRead } from './access'

const user = (role: string) => ({ id: 1, role, collection: 'users' })
const req = (role?: string) => ({ user: role ? user(role) : null, t: (k: string) => k }) as unknown as PayloadRequest
type AccessArgs = Parameters<typeof editorialRead.update>[0]
const args = (role: string | undefined, data?: Record<string, unknown>) => ({ req: req(role), data }) as AccessArgs

describe('ruoli', () => {
  it('ordina redattore < caporedattore < amministratore; un ruolo sconosciuto non vale nulla', () => {
    expect(hasRole(user('redattore'), 'redattore')).toBe(true)
    expect(hasRole(user('redattore'), 'caporedattore')).toBe(false)
    expect(hasRole(user('caporedattore'), 'redattore')).toBe(true)
    expect(hasRole(user('amministratore'), 'caporedattore')).toBe(true)
    expect(hasRole(user('ospite'), 'redattore')).toBe(false)
    expect(hasRole(null, 'redattore')).toBe(false)
  })

  it('il redattore salva bozze, non pubblica, cancella solo ciò che non è pubblicato; il caporedattore tutto', () => {
    expect(editorialRead.update(args('redattore', { _status: 'draft' }))).toBe(true)
    expect(editorialRead.update(args('redattore', { _status: 'published' }))).toBe(false)
    expect(editorialRead.create(args('caporedattore', { _status: 'published' }))).toBe(true)
    expect(editorialRead.delete(args('redattore'))).toEqual({ _status: { equals: 'draft' } })
    expect(editorialRead.delete(args('caporedattore'))).toBe(true)
    expect(publicRead.delete(args('redattore'))).toBe(false)
  })

  it('i visitatori leggono solo i documenti pubblicati', () => {
    expect(editorialRead.read(args(undefined))).toEqual({ _status: { equals: 'published' } })
    expect(editorialRead.read(args('redattore'))).toBe(true)
  })

  it('una scrittura del redattore che non è una bozza (pubblica o ritira) è rifiutata', () => {
    const hook = (role: string | undefined, draft: boolean) =>
      onlyDraftsForRedattori({ args: { draft }, operation: 'update', req: req(role) } as unknown as Parameters<typeof onlyDraftsForRedattori>[0])
    expect(() => hook('redattore', true)).not.toThrow()
    expect(() => hook('redattore', false)).toThrow()
    expect(() => hook('caporedattore', false)).not.toThrow()
    expect(() => hook(undefined, false)).not.toThrow() // local API without a user: seed, jobs
  })
})
