/**
 * One date orders the news everywhere (admin list, /notizie, the home, feeds, related news):
 * the update date shown on the page («Data di aggiornamento mostrata»), else the date the page
 * shows without it (its creation). Stored in `dataOrdinamento` on every save, so a sort is one column.
 */
export const NEWS_ORDER = '-dataOrdinamento'

type Dated = { customUpdateDate?: string | null; createdAt?: string | null }

/** The ordering date of a news item being saved: `data` is what is saved, `original` what was there. */
export function newsSortDate(data: Dated, original: Dated | undefined, now: Date): string {
  const shown = 'customUpdateDate' in data ? data.customUpdateDate : original?.customUpdateDate
  return shown || original?.createdAt || data.createdAt || now.toISOString()
}
