'use client'

import type { EChartsType } from 'echarts/core'
import { useEffect, useRef, useState } from 'react'
import { copyText } from '../PageHeader/copy'
import { toEChartsOption } from './options'
import type { ChartSpec } from './spec'

/** How long the share button says 'Link copiato!' (spec section 4). */
const SHARE_FEEDBACK_MS = 3000
/** Below this box width the legend and labels take their phone layout. */
const NARROW_PX = 576

type Props = {
  anchor: string
  spec: ChartSpec
  height: number
  labelledBy: string
  /** The chart title's id: tells which chart each action belongs to. */
  titleId: string
  csvHref: string | null
  downloadImage: boolean
  showShare: boolean
}

/**
 * The drawn chart and its actions. The box has its final height in the server HTML (no
 * layout shift); ECharts is imported only once the box has a size, so a chart in a hidden
 * tab is drawn when shown, and redrawn on every resize.
 */
export function ChartView({ anchor, spec, height, labelledBy, titleId, csvHref, downloadImage, showShare }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<EChartsType | null>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const el = box.current
    if (!el) return
    let disposed = false
    let loading = false
    let narrow = false
    const settings = () => ({ reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches, narrow, fontFamily: getComputedStyle(el).fontFamily })
    const observer = new ResizeObserver(async () => {
      if (!el.clientWidth || !el.clientHeight) return
      const wasNarrow = narrow
      narrow = el.clientWidth < NARROW_PX
      if (chart.current) {
        if (narrow !== wasNarrow) chart.current.setOption(toEChartsOption(spec, settings()), true)
        return void chart.current.resize()
      }
      if (loading) return
      loading = true
      const { echarts } = await import('./echarts')
      if (disposed) return
      const instance = echarts.init(el, null, { renderer: 'canvas' })
      instance.setOption(toEChartsOption(spec, settings()))
      chart.current = instance
      setReady(true)
    })
    observer.observe(el)
    return () => {
      disposed = true
      observer.disconnect()
      chart.current?.dispose()
      chart.current = null
    }
  }, [spec])

  function downloadPng() {
    const url = chart.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' })
    if (!url) return
    const link = document.createElement('a')
    link.href = url
    link.download = `${anchor}.png`
    document.body.append(link)
    link.click()
    link.remove()
  }

  return (
    <>
      <div
        ref={box}
        className="sito-chart__canvas"
        style={{ height }}
        role="img"
        aria-labelledby={labelledBy}
        data-chart-ready={ready ? 'true' : undefined}
      />
      <div className="sito-chart__actions">
        {csvHref && (
          <a className="btn btn-outline-primary btn-sm" href={csvHref} download={`${anchor}.csv`} aria-describedby={titleId}>
            Scarica i dati (CSV)
          </a>
        )}
        {downloadImage && (
          <button type="button" className="btn btn-outline-primary btn-sm sito-js-only" onClick={downloadPng} disabled={!ready} aria-describedby={titleId}>
            Scarica l’immagine (PNG)
          </button>
        )}
        {showShare && <ShareButton anchor={anchor} titleId={titleId} />}
      </div>
    </>
  )
}

function ShareButton({ anchor, titleId }: { anchor: string; titleId: string }) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function share() {
    clearTimeout(timer.current)
    const { origin, pathname, search } = window.location
    const ok = await copyText(`${origin}${pathname}${search}#${anchor}`, navigator.clipboard, document)
    setCopied(ok)
    if (ok) timer.current = setTimeout(() => setCopied(false), SHARE_FEEDBACK_MS)
  }

  return (
    <>
      <button type="button" className="btn btn-outline-primary btn-sm sito-js-only" onClick={share} aria-describedby={titleId}>
        {copied ? 'Link copiato!' : 'Condividi'}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? 'Link copiato!' : ''}
      </span>
    </>
  )
}
