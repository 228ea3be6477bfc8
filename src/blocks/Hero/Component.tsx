import { Breadcrumbs } from '@/components/page/Breadcrumbs'
import { ResponsiveImage } from '@/components/page/ResponsiveImage'
import { LinkIcon } from '@/components/icons/LinkIcon'
import { SiteLink } from '@/components/page/SiteLink'
import { OnDate } from '@/components/page/OnDate'
import { resolveLink } from '@/content/links'
import type { BlockProps } from '../types'

export function HeroComponent({ block, context }: BlockProps<'hero'>) {
  const href = resolveLink(block.button)
  const hasImage = Boolean(block.image && typeof block.image === 'object')
  return (
    <section className="sito-hero" aria-labelledby={`hero-${block.id ?? 'titolo'}`}>
      <div className="container py-4 py-lg-5">
        {block.showBreadcrumbs !== false && <Breadcrumbs crumbs={context.crumbs} className="mb-3" />}
        <div className="row align-items-center">
          <div className={hasImage ? 'col-lg-7' : 'col-lg-10'}>
            <h1 id={`hero-${block.id ?? 'titolo'}`} className="sito-hero__title">
              {block.title}
            </h1>
            {block.description && <p className="lead sito-hero__description">{block.description}</p>}
            {block.updateDate && (
              <p className="small mb-3">
                <OnDate label="Aggiornato" value={block.updateDate} />
              </p>
            )}
            {href && block.button?.text && (
              <SiteLink href={href} target={block.button.target} className="btn btn-primary btn-lg mt-2">
                <LinkIcon name={block.button?.icon} />
                {block.button.text}
              </SiteLink>
            )}
          </div>
          {hasImage && (
            <div className="col-lg-5 mt-4 mt-lg-0">
              <ResponsiveImage media={block.image} sizes="(min-width: 992px) 40vw, 100vw" priority className="sito-hero__image" />
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
