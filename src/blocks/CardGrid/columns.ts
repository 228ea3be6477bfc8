import type { CardGridBlock } from '@/payload-types'

/** One card per row on phones, then 2 from sm (576), 3 from lg (992) or md (768) for 4, 4 from lg. */
export const COLUMN_CLASSES: Record<CardGridBlock['columns'], string> = {
  '1': 'row-cols-1',
  '2': 'row-cols-1 row-cols-sm-2',
  '3': 'row-cols-1 row-cols-sm-2 row-cols-lg-3',
  '4': 'row-cols-1 row-cols-sm-2 row-cols-md-3 row-cols-lg-4',
}
