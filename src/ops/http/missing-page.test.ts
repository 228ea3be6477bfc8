import { readdirSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { isMissingPage, registerMissingCheck, SITE_ROUTES } from './missing-page'

const SITE = path.resolve(import.meta.dirname, '../../app/(site)')

function pageRoutes(dir: string, route = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name.startsWith('[') || entry.name.startsWith('_') ? [] : pageRoutes(path.join(dir, entry.name), `${route}/${entry.name}`)
    return entry.name === 'page.tsx' ? [route || '/'] : []
  })
}

const asked: string[][] = []
const get = (pathname: string, headers: Record<string, string> = {}) =>
  isMissingPage({ method: 'GET', pathname, headers: new Headers(headers), preview: false })

describe('missing pages', () => {
  afterEach(() => void asked.splice(0))
  registerMissingCheck(async (segments) => {
    asked.push(segments)
    return segments[0] !== 'notizie'
  })

  it('knows every route of the site besides the catch-all', () => {
    expect([...SITE_ROUTES].sort()).toEqual(pageRoutes(SITE).sort())
  })

  it('asks the CMS about catch-all paths only, decoded, once within a few seconds', async () => {
    expect(await get('/pagina-che-non-esiste')).toBe(true)
    expect(await get('/pagina-che-non-esiste')).toBe(true)
    expect(await get('/notizie/una%20notizia')).toBe(false)
    expect(asked).toEqual([['pagina-che-non-esiste'], ['notizie', 'una notizia']])
  })

  it('leaves alone the site routes, files, APIs, client navigations, previews and forms', async () => {
    for (const pathname of ['/', '/cerca', '/sitemap.xml', '/notizie/feed.xml', '/api/x', '/cms-api/x', '/admin/x', '/_next/x']) {
      expect(await get(pathname)).toBe(false)
    }
    expect(await get('/altro', { rsc: '1' })).toBe(false)
    expect(await isMissingPage({ method: 'GET', pathname: '/altro', headers: new Headers(), preview: true })).toBe(false)
    expect(await isMissingPage({ method: 'POST', pathname: '/altro', headers: new Headers(), preview: false })).toBe(false)
    expect(asked).toEqual([])
  })
})
