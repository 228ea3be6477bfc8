'use client'

import type { EChartsType } from 'echarts/core'
import { useEffect, useRef, useState } from 'react'
import { copyText } from '../PageHeader/copy'
import type { ChartImage } from '@/open-data/chart/images'
import type { ChartSpec } from '@/open-data/chart/spec'

/** How long the share button says 'Link copiato!' (spec section 4). */
const SHARE_FEEDBACK_MS = 3000

type Props = {
  anchor: string
  spec: ChartSpec
  height: number
  /** The server-drawn images, widest first, each with its media query. */
  images: ChartImage[]
  /** In a chart selector or tabs, where most charts start hidden: their image loads when shown. */
  lazyImage: boolean
  labelledBy: string
  /** The chart title's id: tells which chart each action belongs to. */
  titleId: string
  csvHref: string | null
  downloadImage: boolean
  showShare: boolean
}

/**
 * ECharts drawing in `host`, redrawn on resize (phone layout below NARROW_PX). ECharts and the
 * options built for it load here, with the first use: none of it is parsed or run before.
 */
async function drawChart(host: HTMLDivElement, spec: ChartSpec): Promise<{ chart: EChartsType; stop: () => void }> {
  const [{ echarts }, { NARROW_PX, toEChartsOption }] = await Promise.all([import('@/open-data/chart/echarts'), import('@/open-data/chart/options')])
  let narrow = host.clientWidth < NARROW_PX
  const settings = () => ({ narrow, fontFamily: getComputedStyle(host).fontFamily })
  const chart = echarts.init(host, null, { renderer: 'canvas' })
  chart.setOption(toEChartsOption(spec, settings()))
  const observer = new ResizeObserver(() => {
    if (!host.clientWidth) return
    const wasNarrow = narrow
    narrow = host.clientWidth < NARROW_PX
    if (narrow !== wasNarrow) chart.setOption(toEChartsOption(spec, settings()), true)
    chart.resize()
  })
  observer.observe(host)
  const stop = () => {
    observer.disconnect()
    chart.dispose()
  }
  return { chart, stop }
}

/**
 * The chart and its actions. The box has its final height in the server HTML and shows the
 * server's drawing of the chart (an SVG image per layout), with or without JavaScript. ECharts
 * (about 200 KB) loads only when the visitor points at the chart or asks for the PNG: it then
 * draws the same chart over the image, with tooltips and legend toggles.
 */
export function ChartView({ anchor, spec, height, images, lazyImage, labelledBy, titleId, csvHref, downloadImage, showShare }: Props) {
  const host = useRef<HTMLDivElement>(null)
  /** Draws the chart with ECharts once, and gives it (null if its code could not load). */
  const draw = useRef<() => Promise<EChartsType | null>>(() => Promise.resolve(null))
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const el = host.current
    if (!el) return
    let drawing: Promise<EChartsType | null> | null = null
    let stop: (() => void) | undefined
    let disposed = false
    setReady(false)
    draw.current = () =>
      (drawing ??= drawChart(el, spec).then(
        (drawn) => {
          if (disposed) {
            drawn.stop()
            return null
          }
          stop = drawn.stop
          setReady(true)
          return drawn.chart
        },
        () => null, // the server's image stays
      ))
    const start = () => void draw.current()
    const box = el.parentElement!
    box.addEventListener('pointerover', start, { once: true, passive: true })
    box.addEventListener('touchstart', start, { once: true, passive: true })
    return () => {
      disposed = true
      box.removeEventListener('pointerover', start)
      box.removeEventListener('touchstart', start)
      stop?.()
    }
  }, [spec])

  async function downloadPng() {
    const chart = await draw.current()
    const url = chart?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' })
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
      <div className="sito-chart__canvas" style={{ height }} role="img" aria-labelledby={labelledBy} data-chart-ready={ready ? 'true' : undefined}>
        <picture hidden={ready}>
          {images.slice(0, -1).map((image) => (
            <source key={image.media} media={image.media} srcSet={image.src} />
          ))}
          <img src={images.at(-1)!.src} alt="" loading={lazyImage ? 'lazy' : undefined} decoding="async" />
        </picture>
        <div ref={host} className="sito-chart__drawn" />
      </div>
      <div className="sito-chart__actions">
        {csvHref && (
          <a className="btn btn-outline-primary btn-sm" href={csvHref} download={`${anchor}.csv`} aria-describedby={titleId}>
            Scarica i dati (CSV)
          </a>
        )}
        {downloadImage && (
          <button type="button" className="btn btn-outline-primary btn-sm sito-js-only" onClick={downloadPng} aria-describedby={titleId}>
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
