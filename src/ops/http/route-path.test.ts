import { describe, expect, it } from 'vitest'
import { canonicalPath } from './route-path'

describe('canonicalPath', () => {
  it('gives every spelling of a path the same form', () => {
    for (const spelling of ['/cms-api/users/login', '/cms-api/users/LOGIN', '/cms-api/users/Login', '/CMS-API/Users/login', '/cms-api/users/%6cogin', '/cms-api/users/%256cogin', '/cms-api//users///login', '/cms-api/users/login/', '/cms-api\\users\\login']) {
      expect(canonicalPath(spelling), spelling).toBe('/cms-api/users/login')
    }
    expect(canonicalPath('/cms-api/%61ccess')).toBe('/cms-api/access')
    expect(canonicalPath('/cms-api/users/first-register')).toBe('/cms-api/users/first-register')
  })
  it('keeps the root and survives malformed escapes', () => {
    expect(canonicalPath('/')).toBe('/')
    expect(canonicalPath('//')).toBe('/')
    expect(canonicalPath('/cms-api/media/file/%c0')).toBe('/cms-api/media/file/%c0')
    expect(canonicalPath('/a%zz/B')).toBe('/a%zz/b')
  })
})
