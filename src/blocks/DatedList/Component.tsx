import { SiteLink } from '@/components/page/SiteLink'
import { formatLongDate, isoDay } from '@/content/dates'
import { resolveLink } from '@/content/links'
import type { DatedListBlock } from '@/payload-types'
import { listBlockId } from '../Pagination/blockId'
import { DEFAULT_PAGE_SIZE } from '../Pagination/fields'
import { ListSection } from '../Pagination/ListSection'
import type { BlockProps } from '../types'

type Item = NonNullable<DatedListBlock['items']>[number]

const time = (date: string) => new Date(date).getTime() || 0

function newestFirst(items: Item[]): Item[] {
  return [...items].sort((a, b) => time(b.date) - time(a.date))
}

/** The title links to the target unless the link has its own text, shown after it. */
function DatedItem({ item }: { item: Item }) {
  const href = resolveLink(item.link)
  const text = item.link?.text
  return (
    <>
      <time className="sito-list__meta" dateTime={isoDay(item.date)}>
        {formatLongDate(item.date)}
      </time>
      {href && !text ? (
        <SiteLink href={href} target={item.link?.target} className="fw-semibold">
          {item.title}
        </SiteLink>
      ) : (
        <span className="fw-semibold">{item.title}</span>
      )}
      {href && text && (
        <>
          {' '}
          <SiteLink href={href} target={item.link?.target}>
            {text}
          </SiteLink>
        </>
      )}
    </>
  )
}

export function DatedListComponent({ block }: BlockProps<'datedList'>) {
  const items = newestFirst(block.items ?? []).map((item, i) => <DatedItem key={item.id ?? i} item={item} />)
  return <ListSection blockId={listBlockId(block)} title={block.title} pageSize={block.pageSize ?? DEFAULT_PAGE_SIZE} items={items} />
}
