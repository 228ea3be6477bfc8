import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { cardsBlockPages } from './pages-blocks-cards'
import { filtersBlockPages } from './pages-blocks-filters'
import { interactiveBlockPages } from './pages-blocks-interactive'
import { listsBlockPages } from './pages-blocks-lists'
import { marketingBlockPages } from './pages-blocks-marketing'
import { examplesIndexPage } from './pages-examples'
import { withFormBlocks } from './pages-forms'
import { legalPages } from './pages-legal'
import { mainPages } from './pages-main'
import { sectionPages } from './pages-sections'
import { searchPages } from './search'
import { supportFormPages } from './pages-support-forms'

export function pages(r: Refs): Data<'pages'>[] {
  return withFormBlocks([
    ...mainPages(r),
    ...sectionPages(),
    ...legalPages(),
    examplesIndexPage(),
    ...interactiveBlockPages(r),
    ...cardsBlockPages(r),
    ...listsBlockPages(r),
    ...marketingBlockPages(r),
    ...filtersBlockPages(r),
    ...searchPages(),
    ...supportFormPages(),
  ])
}
