import { describe, expect, it } from 'vitest'
import type { VideoPlayerBlock } from '../../payload-types'
import { renderAll } from '../render-all'
import type { BlockContext } from '../types'
import { VideoPlayerComponent } from './Component'
import { videoPlayerExamples } from './examples'
import { embedUrl, videoSource } from './source'

const context: BlockContext = { path: '/esempi/blocchi-interattivi', crumbs: [] }
const html = (block: VideoPlayerBlock) => renderAll(<VideoPlayerComponent block={block} context={context} />)

describe('videoSource', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=30', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ])('reads the id of %s', (url, id) => {
    expect(videoSource(url)).toEqual({ kind: 'youtube', id })
  })

  it.each([
    'https://www.youtube.com/watch?v=troppo-corto',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ%22%3E',
    'https://youtu.be/../../evil',
    'https://www.youtube.com/channel/aqz-KE-bpKQ',
    'javascript:alert(1)',
    '//altro.example/video.mp4',
    'http://altro.example/video.mp4',
    '',
  ])('rejects %s', (url) => {
    expect(videoSource(url)).toBeNull()
  })

  it('keeps site paths and https files for the native player', () => {
    expect(videoSource('/video/guida.mp4')).toEqual({ kind: 'file', src: '/video/guida.mp4' })
    expect(videoSource('https://media.example.it/guida.mp4')).toEqual({ kind: 'file', src: 'https://media.example.it/guida.mp4' })
  })

  it('embeds from the privacy-enhanced host', () => {
    expect(embedUrl('aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')
  })
})

describe('VideoPlayer', () => {
  it('renders nothing loaded from YouTube before consent, and the transcription in a details element', async () => {
    const out = await html(videoPlayerExamples.presentazione)
    expect(out).not.toMatch(/<iframe|<img|youtube-nocookie|ytimg/)
    expect(out).toContain('<details class="sito-video__transcript mt-3"><summary>Trascrizione</summary>')
    expect(out).toContain('Questo video è ospitato su YouTube')
    // without JavaScript the visitor can still follow a link (a link loads nothing by itself)
    expect(out).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"')
  })

  it('plays other sources in the native player with controls, Italian captions and a poster', async () => {
    const out = await html(videoPlayerExamples.tutorial)
    expect(out).toMatch(
      /<video class="sito-video__file" controls="" preload="metadata" src="\/video\/tutorial-caricamento-documenti.mp4" poster="\/video\/tutorial-caricamento-documenti.svg">/,
    )
    expect(out).toContain('<track kind="captions" src="/video/tutorial-caricamento-documenti.it.vtt" srcLang="it" label="Italiano" default=""/>')
    expect(out).toContain('<summary>Trascrizione</summary>')
  })

  it('offers a file without captions as a download, not as a player', async () => {
    const out = await html({ ...videoPlayerExamples.tutorial, captions: null })
    expect(out).not.toContain('<video')
    expect(out).toContain('non ha ancora i sottotitoli')
  })

  it('renders nothing for an unsafe source', async () => {
    expect(await html({ blockType: 'videoPlayer', title: 'X', url: 'javascript:alert(1)' })).toBe('')
  })
})
