import { ResponsiveImage } from '@/components/page/ResponsiveImage'
import { LinkIcon } from '@/components/icons/LinkIcon'
import { SiteLink } from '@/components/page/SiteLink'
import { resolveLink } from '@/content/links'
import type { BlockProps } from '../types'

export function SplitBannerComponent({ block }: BlockProps<'splitBanner'>) {
  const href = resolveLink(block.button)
  const titleId = `banner-diviso-${block.id ?? 'titolo'}`
  // The text comes first in the DOM but the image shows above it on phones and on the chosen side from lg.
  const direction = block.imagePosition === 'right' ? 'flex-lg-row' : 'flex-lg-row-reverse'
  return (
    <section className="container my-5" aria-labelledby={titleId}>
      <div className={`row g-4 align-items-center flex-column-reverse ${direction}`}>
        <div className="col-lg-6">
          <h2 id={titleId}>{block.title}</h2>
          {block.text && <p className="lead">{block.text}</p>}
          {href && block.button?.text && (
            <SiteLink href={href} target={block.button.target} className="btn btn-primary mt-2">
              <LinkIcon name={block.button?.icon} />
              {block.button.text}
            </SiteLink>
          )}
        </div>
        <div className="col-lg-6">
          <ResponsiveImage media={block.image} sizes="(min-width: 992px) 50vw, 100vw" className="rounded" />
        </div>
      </div>
    </section>
  )
}
