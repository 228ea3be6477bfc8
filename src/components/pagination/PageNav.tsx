import { PageLinks } from './PageLinks'
import { pageHash } from '@/content/pagination'

type Props = { blockId: string; label: string; current: number; pages: number }

/** Bootstrap Italia pagination whose links only change the URL hash. */
export function PageNav({ blockId, label, current, pages }: Props) {
  return <PageLinks className="pagination-wrapper mt-3" label={`Paginazione ${label}`} current={current} pages={pages} href={(n) => pageHash(blockId, n)} />
}
