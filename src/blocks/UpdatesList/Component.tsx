import { SiteLink } from '@/components/page/SiteLink'
import { labelsOf } from '@/components/page/labels'
import { FreshBadgeView } from '@/components/card/FreshBadge.client'
import { freshBadge } from '@/content/badges'
import { formatLongDate, isoDay } from '@/content/dates'
import { resolveLink } from '@/content/links'
import type { Update } from '@/payload-types'
import { latestUpdates, updatesWindow } from '@/content/listings'
import { listBlockId } from '../Pagination/blockId'
import { ListSection } from '../Pagination/ListSection'
import type { BlockProps } from '../types'

const UPDATES_PAGE_SIZE = 12
const LATEST_UPDATES = 6
const UPDATES_EMPTY = 'Non ci sono aggiornamenti al momento'

function UpdateItem({ update, now }: { update: Update; now: Date }) {
  const badge = freshBadge(update, now)
  const href = resolveLink(update.cta)
  const beneficiari = labelsOf(update.beneficiari)
  return (
    <article>
      <p className="sito-list__meta">
        <time dateTime={isoDay(update.customUpdateDate)}>{formatLongDate(update.customUpdateDate)}</time>
        {badge && <FreshBadgeView badge={badge} className="ms-2" />}
      </p>
      <h3 className="h5 mb-1">{update.title}</h3>
      {beneficiari && <p className="small mb-1">Beneficiari: {beneficiari}</p>}
      {href && (
        <SiteLink href={href} target={update.cta?.target}>
          {update.cta?.text || 'Scopri di più'}
        </SiteLink>
      )}
    </article>
  )
}

export async function UpdatesListComponent({ block }: BlockProps<'updatesList'>) {
  const latestOnly = Boolean(block.showLastItems)
  const { docs: updates, total } = latestOnly
    ? { docs: await latestUpdates(LATEST_UPDATES), total: undefined }
    : await updatesWindow(UPDATES_PAGE_SIZE)
  const now = new Date()
  const items = updates.map((update) => <UpdateItem key={update.id} update={update} now={now} />)
  return (
    <ListSection
      blockId={listBlockId(block)}
      title={block.title}
      pageSize={latestOnly ? LATEST_UPDATES : UPDATES_PAGE_SIZE}
      items={items}
      total={total}
      empty={UPDATES_EMPTY}
    />
  )
}
