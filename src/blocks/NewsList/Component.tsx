import { latestNews, newsWindow } from '@/content/listings'
import { Card } from '@/components/card/Card'
import { newsCard } from '../CardGrid/cards'
import { COLUMN_CLASSES } from '../CardGrid/columns'
import { listBlockId } from '../Pagination/blockId'
import { ListSection } from '../Pagination/ListSection'
import type { BlockProps } from '../types'
import { newsLimit, newsPageSize } from './selection'

/** The latest news, or all of them paged (see ListSection), as cards with Nuovo / Aggiornato badges. */
export async function NewsListComponent({ block }: BlockProps<'newsList'>) {
  const limit = newsLimit(block.selection)
  const pageSize = limit ?? newsPageSize(block.columns)
  const { docs: news, total } = limit ? { docs: await latestNews(limit), total: undefined } : await newsWindow(pageSize)
  if (!news.length) return null
  const now = new Date()
  const items = news.map((item) => <Card key={item.id} card={newsCard(item, now)} layout="borderBottom" level={3} />)
  return (
    <ListSection
      blockId={listBlockId(block)}
      title={block.title}
      pageSize={pageSize}
      items={items}
      total={total}
      listClassName={`row g-4 list-unstyled ${COLUMN_CLASSES[block.columns]}`}
      itemClassName="col"
    />
  )
}
