import { latestNews } from '@/content/listings'
import { Card } from '@/components/card/Card'
import { newsCard } from '../CardGrid/cards'
import { COLUMN_CLASSES } from '../CardGrid/columns'
import '@/components/card/styles.scss'
import { listBlockId } from '../Pagination/blockId'
import { ListSection } from '../Pagination/ListSection'
import type { BlockProps } from '../types'
import { newsLimit, newsPageSize } from './selection'

/** The latest news, or all of them paged through the URL hash, as cards with Nuovo / Aggiornato badges. */
export async function NewsListComponent({ block }: BlockProps<'newsList'>) {
  const limit = newsLimit(block.selection)
  const news = await latestNews(limit)
  if (!news.length) return null
  const now = new Date()
  const items = news.map((item) => <Card key={item.id} card={newsCard(item, now)} layout="borderBottom" level={3} />)
  return (
    <ListSection
      blockId={listBlockId(block)}
      title={block.title}
      pageSize={limit ?? newsPageSize(block.columns)}
      items={items}
      listClassName={`row g-4 list-unstyled ${COLUMN_CLASSES[block.columns]}`}
      itemClassName="col"
    />
  )
}
