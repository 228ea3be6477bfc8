import { LinkIcon } from '@/components/icons/LinkIcon'
import { SiteLink } from '@/components/page/SiteLink'
import { resolveLink } from '@/content/links'
import type { LinkListBlock } from '@/payload-types'
import { listBlockId } from '../Pagination/blockId'
import { DEFAULT_PAGE_SIZE } from '../Pagination/fields'
import { ListSection } from '../Pagination/ListSection'
import type { BlockProps } from '../types'

type Item = NonNullable<LinkListBlock['items']>[number]

function LinkItem({ item }: { item: Item }) {
  const href = resolveLink(item.link)
  return (
    <>
      {item.category && <span className="sito-list__meta">{item.category}</span>}
      {href ? (
        <SiteLink href={href} target={item.link.target} className="fw-semibold">
          <LinkIcon name={item.link.icon} />
          {item.link.text}
        </SiteLink>
      ) : (
        <span className="fw-semibold">{item.link.text}</span>
      )}
    </>
  )
}

export function LinkListComponent({ block }: BlockProps<'linkList'>) {
  const items = (block.items ?? []).map((item, i) => <LinkItem key={item.id ?? i} item={item} />)
  return <ListSection blockId={listBlockId(block)} title={block.title} pageSize={block.pageSize ?? DEFAULT_PAGE_SIZE} items={items} />
}
