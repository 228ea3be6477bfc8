import { TitledSection } from '@/components/page/TitledSection'
import { safeHref } from '@/content/links'
import type { BlockProps } from '../types'
import { AnnouncementsList } from '../leaves.client'
import { DEFAULT_ALL_ANNOUNCEMENTS_URL } from './config'
import { loadAnnouncements, type AnnouncementFilters } from './data'

export async function AnnouncementsGridComponent({ block }: BlockProps<'announcementsGrid'>) {
  const ente = block.entePromotore
  const filters: AnnouncementFilters = {
    entePromotore: typeof ente === 'object' ? ente?.id : ente,
    enteLabel: typeof ente === 'object' ? ente?.label : null,
    limit: block.limit,
    source: block.source,
    onlyOpen: block.onlyOpen,
  }
  const now = new Date()
  const { items, more } = await loadAnnouncements(filters, now)
  const titleId = `avvisi-${block.id ?? 'elenco'}`
  return (
    <TitledSection title={block.title} headingId={titleId}>
      <AnnouncementsList
        items={items}
        more={more}
        filters={filters}
        renderedAt={now.toISOString()}
        layout={block.layout}
        level={block.title ? 3 : 2}
        allAnnouncementsUrl={safeHref(block.allAnnouncementsUrl) ?? DEFAULT_ALL_ANNOUNCEMENTS_URL}
      />
    </TitledSection>
  )
}
