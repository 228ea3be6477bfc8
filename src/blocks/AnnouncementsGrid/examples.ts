import type { AnnouncementsGridBlock } from '../../payload-types'
import { DEFAULT_ALL_ANNOUNCEMENTS_URL } from './config'

/** Announcement grids; the seed sets the promoting body of `soloChiusi` (its avvisi are all closed). */
export const announcementsGridExamples = {
  tutti: {
    blockType: 'announcementsGrid',
    title: 'Avvisi',
    layout: 'small_with_border_top',
    allAnnouncementsUrl: DEFAULT_ALL_ANNOUNCEMENTS_URL,
  },
  soloChiusi: {
    blockType: 'announcementsGrid',
    title: 'Avvisi del Dipartimento della funzione pubblica',
    layout: 'large',
    allAnnouncementsUrl: DEFAULT_ALL_ANNOUNCEMENTS_URL,
  },
} satisfies Record<string, AnnouncementsGridBlock>
