import { SiteLink } from '@/components/page/SiteLink'
import { pathFor } from '@/content/paths'
import type { FaqListBlock } from '@/payload-types'
import { faqsWhere } from '@/content/listings'
import { listBlockId } from '../Pagination/blockId'
import { DEFAULT_PAGE_SIZE } from '../Pagination/fields'
import { ListSection } from '../Pagination/ListSection'
import type { BlockProps } from '../types'
import { FAQ_LIST_EMPTY, faqListWhere, orderFaqs } from './query'

async function findFaqs(block: FaqListBlock) {
  const where = faqListWhere(block)
  return where ? orderFaqs(await faqsWhere(where), block) : []
}

export async function FaqListComponent({ block }: BlockProps<'faqList'>) {
  const faqs = await findFaqs(block)
  const items = faqs.map((faq) => (
    <SiteLink key={faq.id} href={pathFor('faqs', faq)} className="fw-semibold">
      {faq.title}
    </SiteLink>
  ))
  return (
    <ListSection
      blockId={listBlockId(block)}
      title={block.title}
      pageSize={block.pageSize ?? DEFAULT_PAGE_SIZE}
      items={items}
      empty={FAQ_LIST_EMPTY}
    />
  )
}
