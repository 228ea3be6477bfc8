import { SiteLink } from '@/components/page/SiteLink'
import { pathFor } from '@/content/paths'
import type { FaqListBlock } from '@/payload-types'
import { faqsWhere, faqsWindow } from '@/content/listings'
import { listBlockId } from '../Pagination/blockId'
import { DEFAULT_PAGE_SIZE } from '../Pagination/fields'
import { ListSection } from '../Pagination/ListSection'
import type { BlockProps } from '../types'
import { FAQ_LIST_EMPTY, faqListWhere, orderFaqs } from './query'

/** The editor's choice (bounded) whole, in its order; every FAQ of a filter a window at a time. */
async function findFaqs(block: FaqListBlock, pageSize: number) {
  const where = faqListWhere(block)
  if (!where) return { docs: [], total: undefined }
  if (block.source === 'selezione') return { docs: orderFaqs(await faqsWhere(where), block), total: undefined }
  return faqsWindow(where, pageSize)
}

export async function FaqListComponent({ block }: BlockProps<'faqList'>) {
  const pageSize = block.pageSize ?? DEFAULT_PAGE_SIZE
  const { docs: faqs, total } = await findFaqs(block, pageSize)
  const items = faqs.map((faq) => (
    <SiteLink key={faq.id} href={pathFor('faqs', faq)} className="fw-semibold">
      {faq.title}
    </SiteLink>
  ))
  return (
    <ListSection
      blockId={listBlockId(block)}
      title={block.title}
      pageSize={pageSize}
      items={items}
      total={total}
      empty={FAQ_LIST_EMPTY}
    />
  )
}
