'use client'

import type { EChartsType } from 'echarts/core'
import { useEffect, useRef } from 'react'
import { toEChartsOption } from '../chart/options'
import { parseChartData, type ChartConfig } from '../chart/spec'

/** The chart as the site draws it (same options), redrawn as the editor types. */
export function ChartPreview({ config, data }: { config: ChartConfig | null; data: unknown }) {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<EChartsType | null>(null)
  const rows = config ? parseChartData(data, config) : null
  const spec = config && rows?.ok ? { config, rows: rows.value } : null
  const key = JSON.stringify(spec)

  useEffect(() => {
    const el = box.current
    if (!el || !spec) return
    let disposed = false
    void import('../chart/echarts').then(({ echarts }) => {
      if (disposed) return
      chart.current ??= echarts.init(el, null, { renderer: 'canvas' })
      chart.current.setOption(toEChartsOption(spec), true)
    })
    return () => {
      disposed = true
    }
    // The spec is rebuilt each render; its JSON says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  useEffect(() => () => chart.current?.dispose(), [])

  return (
    <section className="sito-chart-editor__preview" aria-label="Anteprima del grafico">
      <p className="field-label">Anteprima</p>
      {!spec && (
        <p role="status">{!config ? 'Completa la configurazione per vedere l’anteprima.' : rows && !rows.ok ? rows.error : ''}</p>
      )}
      <div ref={box} data-testid="chart-preview" data-chart-ready={spec ? 'true' : undefined} style={{ height: spec ? 320 : 0 }} />
    </section>
  )
}
