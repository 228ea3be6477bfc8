import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { legalPages } from './pages-legal'
import { mainPages } from './pages-main'
import { sectionPages } from './pages-sections'

export function pages(r: Refs): Data<'pages'>[] {
  return [...mainPages(r), ...sectionPages(), ...legalPages()]
}
