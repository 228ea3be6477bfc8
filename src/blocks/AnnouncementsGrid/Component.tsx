import { safeHref } from '@/content/links'
import type { BlockProps } from '../types'
import { AnnouncementsList } from './AnnouncementsList.client'
import { DEFAULT_ALL_ANNOUNCEMENTS_URL } from './config'
import { loadAnnouncements, type AnnouncementFilters } from './data'
import '../CardGrid/styles.scss'
import './styles.scss'

export async function AnnouncementsGridComponent({ block }: BlockProps<'announcementsGrid'>) {
  const ente = block.entePromotore
  const filters: AnnouncementFilters = { entePromotore: typeof ente === 'object' ? ente?.id : ente, limit: block.limit }
  const items = await loadAnnouncements(filters, new Date())
  const titleId = block.title ? `avvisi-${block.id ?? 'elenco'}` : undefined
  return (
    <section className="container my-4" aria-labelledby={titleId}>
      {block.title && (
        <h2 id={titleId} className="mb-3">
          {block.title}
        </h2>
      )}
      <AnnouncementsList
        items={items}
        filters={filters}
        layout={block.layout}
        level={block.title ? 3 : 2}
        allAnnouncementsUrl={safeHref(block.allAnnouncementsUrl) ?? DEFAULT_ALL_ANNOUNCEMENTS_URL}
      />
    </section>
  )
}
