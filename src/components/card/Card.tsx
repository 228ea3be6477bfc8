import { ResponsiveImage } from '@/components/page/ResponsiveImage'
import { SiteLink } from '@/components/page/SiteLink'
import type { FreshBadge } from '@/content/badges'
import { FreshBadgeView } from './FreshBadge.client'
import { OnDate } from '@/components/page/OnDate'
import type { CardGridBlock, Media } from '@/payload-types'

/** What one card shows, whatever it comes from. */
export type CardView = {
  key: string | number
  title: string
  text?: string | null
  href: string | null
  target?: string | null
  image?: Media | number | null
  badge?: FreshBadge | null
  /** Short facts, e.g. "PDF" and "2,34 MB". */
  facts: string[]
  date?: { label: string; value: string } | null
}

export type HeadingLevel = 2 | 3

const IMAGE_SIZES = '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw'

/** One card: the title link stretches over the whole card, so there is a single link and no nesting. */
export function Card({ card, layout, level }: { card: CardView; layout: CardGridBlock['cardLayout']; level: HeadingLevel }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <article className={`sito-card sito-card--${layout}`}>
      <div className="sito-card__body">
        <Heading className="sito-card__title h5">
          {card.href ? (
            <SiteLink href={card.href} target={card.target} className="stretched-link">
              {card.title}
            </SiteLink>
          ) : (
            card.title
          )}
        </Heading>
        {card.badge && <FreshBadgeView badge={card.badge} />}
        {card.text && <p className="sito-card__text">{card.text}</p>}
        {card.facts.length > 0 && <p className="sito-card__facts">{card.facts.join(' · ')}</p>}
        {card.date && (
          <p className="sito-card__date">
            <OnDate label={card.date.label} value={card.date.value} />
          </p>
        )}
      </div>
      {card.image && <ResponsiveImage media={card.image} sizes={IMAGE_SIZES} className="sito-card__image" />}
    </article>
  )
}
