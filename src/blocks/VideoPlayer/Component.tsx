import { RichText } from '@/components/page/RichText'
import type { BlockProps } from '../types'
import { videoSource } from './source'
import { YouTubeGate } from '../leaves.client'

/** A file in the native player, with its Italian captions; without captions only a link (WCAG 1.2.2). */
function FileVideo({ src, captions, poster }: { src: string; captions?: string | null; poster?: string | null }) {
  if (!captions) {
    return (
      <p className="sito-video__missing">
        Questo video non ha ancora i sottotitoli: puoi <a href={src}>scaricarlo</a> e leggerne la trascrizione, quando presente.
      </p>
    )
  }
  return (
    <video className="sito-video__file" controls preload="metadata" src={src} poster={poster || undefined}>
      <track kind="captions" src={captions} srcLang="it" label="Italiano" default />
      <p>
        Il browser non riproduce questo video: puoi <a href={src}>scaricarlo</a>.
      </p>
    </video>
  )
}

/** A titled video; YouTube only after consent, other sources in the native player. */
export function VideoPlayerComponent({ block }: BlockProps<'videoPlayer'>) {
  const source = videoSource(block.url)
  if (!source) return null
  const headingId = `video-${block.id ?? 'titolo'}`
  return (
    <section className="container my-4 sito-video" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4 mb-3">
        {block.title}
      </h2>
      {source.kind === 'youtube' ? <YouTubeGate id={source.id} title={block.title} /> : <FileVideo src={source.src} captions={block.captions} poster={block.poster} />}
      {block.transcription && (
        <details className="sito-video__transcript mt-3">
          <summary>Trascrizione</summary>
          <RichText data={block.transcription} className="pt-2" />
        </details>
      )}
    </section>
  )
}
