import { LinkIcon } from '@/components/icons/LinkIcon'
import { SiteLink } from '@/components/page/SiteLink'
import { resolveLink } from '@/content/links'
import type { BannerBlock } from '@/payload-types'
import type { BlockProps } from '../types'

/** Background, text and button classes for each colour an editor may choose. */
const BANNER_CLASSES: Record<BannerBlock['colour'], { band: string; button: string }> = {
  primary: { band: 'bg-primary text-white', button: 'btn-light' },
  dark: { band: 'bg-dark text-white', button: 'btn-light' },
  light: { band: 'bg-light', button: 'btn-primary' },
}

export function BannerComponent({ block }: BlockProps<'banner'>) {
  const href = resolveLink(block.button)
  const titleId = `banner-${block.id ?? 'titolo'}`
  const colours = BANNER_CLASSES[block.colour] ?? BANNER_CLASSES.primary
  return (
    <section className="container my-5" aria-labelledby={titleId}>
      <div className={`rounded p-4 p-lg-5 ${colours.band}`}>
        <h2 id={titleId} className="text-reset">
          {block.title}
        </h2>
        {block.text && <p className="lead mb-0">{block.text}</p>}
        {href && block.button?.text && (
          <SiteLink href={href} target={block.button.target} className={`btn ${colours.button} mt-4`}>
            <LinkIcon name={block.button?.icon} />
            {block.button.text}
          </SiteLink>
        )}
      </div>
    </section>
  )
}
