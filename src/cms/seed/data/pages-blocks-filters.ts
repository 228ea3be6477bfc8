import type { Refs } from '../refs'
import type { Data } from '../seeder'

/** Demo pages showing the filters block family. */
export function filtersBlockPages(_r: Refs): Data<'pages'>[] {
  return []
}
