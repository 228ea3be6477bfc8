import type { Refs } from '../refs'
import type { Data } from '../seeder'

/** Demo pages showing the interactive block family. */
export function interactiveBlockPages(_r: Refs): Data<'pages'>[] {
  return []
}
