import type { Refs } from '../refs'
import type { Data } from '../seeder'

/** Demo pages showing the lists block family. */
export function listsBlockPages(_r: Refs): Data<'pages'>[] {
  return []
}
