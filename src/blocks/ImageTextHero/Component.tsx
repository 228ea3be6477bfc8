import { Breadcrumbs } from '@/components/page/Breadcrumbs'
import { ResponsiveImage } from '@/components/page/ResponsiveImage'
import { LinkIcon } from '@/components/icons/LinkIcon'
import { SiteLink } from '@/components/page/SiteLink'
import { resolveLink } from '@/content/links'
import type { BlockProps } from '../types'

export function ImageTextHeroComponent({ block, context }: BlockProps<'imageTextHero'>) {
  const titleId = `hero-${block.id ?? 'titolo'}`
  const links = (block.links ?? []).flatMap((link) => {
    const href = resolveLink(link)
    return href ? [{ ...link, href }] : []
  })
  return (
    <section className="sito-hero" aria-labelledby={titleId}>
      <div className="container py-4 py-lg-5">
        {block.showBreadcrumbs !== false && <Breadcrumbs crumbs={context.crumbs} className="mb-3" />}
        <div className="row g-4 align-items-center">
          <div className="col-lg-6">
            <h1 id={titleId} className="sito-hero__title">
              {block.title}
            </h1>
            {block.text && <p className="lead sito-hero__description">{block.text}</p>}
            {links.length > 0 && (
              <div className="d-flex flex-wrap gap-3 mt-4">
                {links.map((link, i) => (
                  <SiteLink key={link.id ?? i} href={link.href} target={link.target} className={`btn ${i === 0 ? 'btn-primary' : 'btn-outline-primary'}`}>
                    <LinkIcon name={link.icon} />
                    {link.text}
                  </SiteLink>
                ))}
              </div>
            )}
          </div>
          <div className="col-lg-6">
            <ResponsiveImage media={block.image} sizes="(min-width: 992px) 50vw, 100vw" priority className="rounded" />
          </div>
        </div>
      </div>
    </section>
  )
}
