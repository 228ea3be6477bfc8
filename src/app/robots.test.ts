import { describe, expect, it } from 'vitest'
import robots from './robots'

/** RFC 9309: the longest matching rule wins; on a tie, allow. */
function allowed(path: string): boolean {
  const rules = [robots().rules].flat()[0]!
  const match = (kind: 'allow' | 'disallow') => [rules[kind] ?? []].flat().filter((p) => path.startsWith(p)).map((p) => p.length)
  return Math.max(-1, ...match('allow')) >= Math.max(-1, ...match('disallow'))
}

describe('robots.txt', () => {
  it('lets harvesters read the open data catalogue and its files, not the rest of the API', () => {
    for (const path of ['/api/open-data/catalogo.ttl', '/api/open-data/progetti/dcat.ttl', '/api/open-data/progetti/datapackage.json', '/api/charts/open-data/progetti/per-misura.csv', '/api/tabelle/open-data/avanzamento-del-programma/tabella-1.csv']) {
      expect(allowed(path), path).toBe(true)
    }
    for (const path of ['/api/search', '/api/open-data', '/api/health', '/admin', '/cms-api/users', '/cerca']) expect(allowed(path), path).toBe(false)
    expect(allowed('/open-data/progetti')).toBe(true)
  })
})
