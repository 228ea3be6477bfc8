import { describe, expect, it } from 'vitest'
import { anchorIds, currentIndex, progressOf } from './progress'

describe('reading progress', () => {
  it('goes from 0 when the text enters the viewport to 100 when its end is visible', () => {
    expect(progressOf(800, 2000, 800)).toBe(0)
    expect(progressOf(1200, 2000, 800)).toBe(0)
    expect(progressOf(-200, 2000, 800)).toBe(50)
    expect(progressOf(-1200, 2000, 800)).toBe(100)
    expect(progressOf(-5000, 2000, 800)).toBe(100)
    expect(progressOf(0, 0, 800)).toBe(100)
  })

  it('marks the last visible heading above the reading line as current', () => {
    expect(currentIndex([300, 900, 1500], 120)).toBe(0)
    expect(currentIndex([-400, 100, 700], 120)).toBe(1)
    expect(currentIndex([-900, null, -100], 120)).toBe(2)
    expect(currentIndex([null, 400, 900], 120)).toBe(1)
    expect(currentIndex([null, null], 120)).toBe(-1)
  })

  it('builds readable, unique anchors from titles', () => {
    expect(anchorIds(['Perché partecipare?', 'Città e Comuni', 'Perché partecipare', '!!!'])).toEqual([
      'perche-partecipare',
      'citta-e-comuni',
      'perche-partecipare-2',
      'sezione',
    ])
  })
})
