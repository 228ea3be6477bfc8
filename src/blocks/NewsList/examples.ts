import type { NewsListBlock } from '../../payload-types'

export const newsListExamples = {
  ultime: { blockType: 'newsList', id: 'ultime-notizie', title: 'Ultime notizie', selection: 'latest_3', columns: '3' },
  tutte: { blockType: 'newsList', id: 'notizie', title: 'Tutte le notizie', selection: 'paginated', columns: '3' },
} satisfies Record<string, NewsListBlock>
