import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AlertBlock } from '../../payload-types'
import { AlertComponent } from './Component'
import { alertExamples } from './examples'
import { alertTime } from './window'

const DAY = 86_400_000
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()
const html = (block: AlertBlock) => renderToStaticMarkup(<AlertComponent block={block} context={{ path: '/', crumbs: [] }} />)

describe('Alert validity window', () => {
  it('tells before, during and after the window, either end open', () => {
    const now = Date.parse('2026-11-27T10:00:00Z')
    expect(alertTime({}, now)).toBe('visibile')
    expect(alertTime({ visibileDal: '2026-11-28T00:00:00Z' }, now)).toBe('prima')
    expect(alertTime({ visibileFinoAl: '2026-11-27T10:00:00Z' }, now)).toBe('scaduto')
    expect(alertTime({ visibileDal: '2026-11-01T00:00:00Z', visibileFinoAl: '2026-12-01T00:00:00Z' }, now)).toBe('visibile')
  })

  it('is not rendered once past, rendered hidden before it starts, shown inside its window', () => {
    expect(html({ ...alertExamples.danger, visibileFinoAl: at(-1) })).toBe('')
    expect(html({ ...alertExamples.danger, visibileDal: at(1) })).toMatch(/^<div hidden="">.*Piattaforma in manutenzione/)
    const current = html({ ...alertExamples.danger, visibileDal: at(-1), visibileFinoAl: at(1) })
    expect(current).toMatch(/^<div><div class="container my-4"><div class="alert alert-danger" role="alert">/)
    expect(html(alertExamples.info)).toMatch(/^<div class="container my-4">/)
  })
})
