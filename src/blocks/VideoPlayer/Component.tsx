import { RichText } from '@/components/page/RichText'
import type { BlockProps } from '../types'
import { videoSource } from './source'
import { YouTubeGate } from './VideoPlayer.client'
import './styles.scss'

function FileVideo({ src }: { src: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the block has no captions field yet (adding one is a schema change, tracked separately); the block's transcript, when given, is the text alternative
    <video className="sito-video__file" controls preload="metadata" src={src}>
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
      {source.kind === 'youtube' ? <YouTubeGate id={source.id} title={block.title} /> : <FileVideo src={source.src} />}
      {block.transcription && (
        <details className="sito-video__transcript mt-3">
          <summary>Trascrizione</summary>
          <RichText data={block.transcription} className="pt-2" />
        </details>
      )}
    </section>
  )
}
