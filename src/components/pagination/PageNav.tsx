import { PageLinks } from './PageLinks'

type Props = { label: string; current: number; pages: number; href: (page: number) => string }

/** Bootstrap Italia pagination of a list block: `href` is the page's hash, or the address of the window holding it. */
export function PageNav({ label, current, pages, href }: Props) {
  return <PageLinks className="pagination-wrapper mt-3" label={`Paginazione ${label}`} current={current} pages={pages} href={href} />
}
