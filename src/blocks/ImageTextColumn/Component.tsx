import { ResponsiveImage } from '@/components/page/ResponsiveImage'
import { RichText } from '@/components/page/RichText'
import { SiteLink } from '@/components/page/SiteLink'
import { resolveLink } from '@/content/links'
import type { BlockProps } from '../types'

export function ImageTextColumnComponent({ block }: BlockProps<'imageTextColumn'>) {
  const href = resolveLink(block.link)
  const titleId = `immagine-testo-${block.id ?? 'titolo'}`
  return (
    <section className="container my-5" aria-labelledby={titleId}>
      <div className="row g-4">
        <div className="col-md-5">
          <ResponsiveImage media={block.image} sizes="(min-width: 768px) 40vw, 100vw" className="rounded" />
        </div>
        <div className="col-md-7">
          <h2 id={titleId}>{block.title}</h2>
          <RichText data={block.text} className="sito-richtext" />
          {href && block.link?.text && (
            <p className="mb-0">
              <SiteLink href={href} target={block.link.target} className="fw-semibold">
                {block.link.text}
              </SiteLink>
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
