import { describe, expect, it } from 'vitest'
import {
  clampPage,
  firstPageOfWindow,
  pageCount,
  pageFromHash,
  pageHash,
  pageOfItem,
  splitWindow,
  visiblePages,
  windowHref,
  windowOfPage,
  windowPages,
} from './pagination'

describe('pagination', () => {
  it('counts pages, with at least one for an empty list', () => {
    expect(pageCount(12, 5)).toBe(3)
    expect(pageCount(10, 5)).toBe(2)
    expect(pageCount(0, 5)).toBe(1)
    expect(pageCount(3, 0)).toBe(3)
  })

  it('writes and reads the hash of a block page', () => {
    expect(pageHash('scadenze', 2)).toBe('#scadenze-2')
    expect(pageFromHash('#scadenze-2', 'scadenze', 3)).toBe(2)
    expect(pageFromHash('scadenze-3', 'scadenze', 3)).toBe(3)
  })

  it('clamps the page asked by the hash to the pages there are', () => {
    expect(pageFromHash('#scadenze-99', 'scadenze', 3)).toBe(3)
    expect(pageFromHash('#scadenze-0', 'scadenze', 3)).toBe(1)
    expect(clampPage(Number.NaN, 3)).toBe(1)
    expect(clampPage(2.7, 3)).toBe(2)
  })

  it('ignores hashes of other blocks and anchors', () => {
    expect(pageFromHash('#collegamenti-2', 'scadenze', 3)).toBeNull()
    expect(pageFromHash('#scadenze-bis-2', 'scadenze', 3)).toBeNull()
    expect(pageFromHash('#scadenze-titolo', 'scadenze', 3)).toBeNull()
    expect(pageFromHash('#scadenze--1', 'scadenze', 3)).toBeNull()
    expect(pageFromHash('', 'scadenze', 3)).toBeNull()
    expect(pageFromHash('#a.b-2', 'a+b', 3)).toBeNull()
  })

  it('puts item indexes on their pages', () => {
    expect([0, 4, 5, 9, 10].map((i) => pageOfItem(i, 5))).toEqual([1, 1, 2, 2, 3])
  })

  it('shows first, last and the neighbours of the current page', () => {
    expect(visiblePages(1, 1)).toEqual([1])
    expect(visiblePages(1, 3)).toEqual([1, 2, 3])
    expect(visiblePages(1, 10)).toEqual([1, 2, 'gap', 10])
    expect(visiblePages(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(visiblePages(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10])
    expect(visiblePages(10, 10)).toEqual([1, 'gap', 9, 10])
  })

  it('addresses list windows by a path segment, from window 2', () => {
    expect(windowHref('/notizie', 1)).toBe('/notizie')
    expect(windowHref('/notizie', 3)).toBe('/notizie/pagina/3')
    expect(windowHref('/', 2)).toBe('/pagina/2')
    expect(splitWindow(['notizie', 'pagina', '3'])).toEqual({ segments: ['notizie'], window: 3 })
    expect(splitWindow(['pagina', '2'])).toEqual({ segments: [], window: 2 })
    for (const bad of [['notizie', 'pagina', '1'], ['notizie', 'pagina', '02'], ['notizie', 'pagina', 'x'], ['pagina'], ['a', 'pagina', '99999']]) {
      expect(splitWindow(bad)).toBeNull()
    }
  })

  it('groups pages into windows of about 30 items', () => {
    expect(windowPages(5)).toBe(6)
    expect(windowPages(12)).toBe(2)
    expect(windowPages(50)).toBe(1)
    expect([1, 6, 7, 12, 13].map((p) => windowOfPage(p, 5))).toEqual([1, 1, 2, 2, 3])
    expect([1, 2, 3].map((w) => firstPageOfWindow(w, 12))).toEqual([1, 3, 5])
  })
})
