import type { Refs } from '../refs'
import type { Data } from '../seeder'

/** Demo pages showing the marketing block family. */
export function marketingBlockPages(_r: Refs): Data<'pages'>[] {
  return []
}
