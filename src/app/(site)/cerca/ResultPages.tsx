import { PageLinks } from '@/components/pagination/PageLinks'
import { searchHref } from '@/integrations/search/params'

type Props = { q: string; filters: string[]; page: number; nbPages: number }

/** Result pages as real links (/cerca?q=…&page=n): they work without JavaScript. */
export function ResultPages({ q, filters, page, nbPages }: Props) {
  if (nbPages <= 1) return null
  return <PageLinks className="pagination-wrapper mt-4" label="Pagine dei risultati" current={page} pages={nbPages} href={(n) => searchHref(q, filters, n)} />
}
