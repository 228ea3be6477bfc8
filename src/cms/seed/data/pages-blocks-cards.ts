import type { Refs } from '../refs'
import type { Data } from '../seeder'

/** Demo pages showing the cards block family. */
export function cardsBlockPages(_r: Refs): Data<'pages'>[] {
  return []
}
