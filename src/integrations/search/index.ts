import { cms } from '@/content/cms'
import { algoliaProvider } from './algolia'
import { searchConfig } from './config'
import { embeddedProvider } from './embedded'
import type { SearchProvider } from './types'

export * from './types'

/** The configured provider for server-side searches; throws the spec's message when misconfigured. */
export async function searchProvider(): Promise<SearchProvider> {
  const config = searchConfig()
  if (config.provider === 'unconfigured') throw new Error(config.message)
  if (config.provider === 'algolia') return algoliaProvider(config.algolia)
  return embeddedProvider(await cms())
}
