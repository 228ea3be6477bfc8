import { globalTag, tagRender } from './cache-tags'
import { cms } from './cms'

export type Suggestions = { title: string; keywords: string[] }

/** The editors' search suggestions (global searchSuggestions), or null when there are none. */
export async function loadSearchSuggestions(): Promise<Suggestions | null> {
  await tagRender([globalTag('searchSuggestions')])
  const global = await (await cms()).findGlobal({ slug: 'searchSuggestions', depth: 0 })
  const keywords = (global.items ?? []).map((i) => i.keyword.trim()).filter(Boolean)
  return keywords.length > 0 ? { title: global.title, keywords } : null
}
