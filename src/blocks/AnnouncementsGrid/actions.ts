'use server'

import { z } from '@/forms/shared/zod'
import { AVVISI_SOURCES } from '@/integrations/avvisi'
import type { AnnouncementsGridBlock } from '@/payload-types'
import { ANNOUNCEMENTS_LIMIT_MAX } from './config'
import { loadAnnouncements, type AnnouncementsLoad } from './data'

const id = z.number().int().positive()

/** Only the filters of the block record are read; anything else a caller sends is dropped. */
const blockRecord = z.object({
  entePromotore: z.union([id, z.object({ id })]).nullish(),
  limit: z.number().int().min(1).max(ANNOUNCEMENTS_LIMIT_MAX).nullish(),
  source: z.enum(AVVISI_SOURCES).nullish(),
  enteLabel: z.string().max(200).nullish(),
  onlyOpen: z.boolean().nullish(),
})

/**
 * The announcements of a grid, with status and badges computed now. A public
 * endpoint: the input is validated and only public, read-only data comes back.
 */
export async function fetchAnnouncements(
  block: Pick<AnnouncementsGridBlock, 'entePromotore' | 'limit' | 'source' | 'onlyOpen'> & { enteLabel?: string | null },
): Promise<AnnouncementsLoad> {
  const parsed = blockRecord.safeParse(block)
  if (!parsed.success) throw new Error('Richiesta non valida')
  const { entePromotore, ...rest } = parsed.data
  return loadAnnouncements({ entePromotore: typeof entePromotore === 'object' ? entePromotore?.id : entePromotore, ...rest }, new Date())
}
