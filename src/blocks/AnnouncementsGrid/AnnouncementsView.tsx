import { SiteLink } from '@/components/page/SiteLink'
import type { AnnouncementsGridBlock } from '@/payload-types'
import type { HeadingLevel } from '@/components/card/Card'
import { COLUMN_CLASSES } from '../CardGrid/columns'
import { AnnouncementCard } from './AnnouncementCard'
import type { AnnouncementView } from './data'

const EMPTY_MESSAGE = 'Non ci sono avvisi aperti al momento'
const NEWSLETTER_PATH = '/novita/newsletter'

export type ViewProps = {
  items: AnnouncementView[]
  /** More avvisi than shown: a link to all of them follows the list. */
  more?: boolean
  layout: AnnouncementsGridBlock['layout']
  level: HeadingLevel
  allAnnouncementsUrl: string
}

function EmptyState({ allAnnouncementsUrl }: { allAnnouncementsUrl: string }) {
  return (
    <div className="sito-avvisi-vuoto">
      <p className="h5">{EMPTY_MESSAGE}</p>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        <li>
          <SiteLink href={NEWSLETTER_PATH} className="btn btn-primary">
            Iscriviti alla newsletter
          </SiteLink>
        </li>
        <li>
          <SiteLink href={allAnnouncementsUrl} className="btn btn-outline-primary">
            Consulta tutti gli avvisi
          </SiteLink>
        </li>
      </ul>
    </div>
  )
}

/** The list of avvisi, or the empty state; the same markup on the server and in the browser. */
export function AnnouncementsView({ items, more, layout, level, allAnnouncementsUrl }: ViewProps) {
  if (!items.length) return <EmptyState allAnnouncementsUrl={allAnnouncementsUrl} />
  const columns = layout.startsWith('large') ? COLUMN_CLASSES['2'] : COLUMN_CLASSES['3']
  return (
    <>
      <ul className={`row g-4 list-unstyled ${columns}`}>
        {items.map((item) => (
          <li key={item.id} className="col">
            <AnnouncementCard item={item} layout={layout} level={level} />
          </li>
        ))}
      </ul>
      {more && (
        <p className="mt-4 mb-0">
          <SiteLink href={allAnnouncementsUrl} className="btn btn-outline-primary">
            Vedi tutti gli avvisi
          </SiteLink>
        </p>
      )}
    </>
  )
}
