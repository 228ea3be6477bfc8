import { env as readEnv, type Env } from '@/cms/env'
/**
 * Which search provider runs. SEARCH_PROVIDER=algolia (or any ALGOLIA_ search variable
 * being set) selects Algolia, which then needs all three public values; otherwise the
 * embedded Orama index. Read on the server only; the public values go to the browser.
 */
export type AlgoliaPublicConfig = { appId: string; searchKey: string; indexName: string; baseUrl?: string }

export type SearchConfig =
  | { provider: 'orama' }
  | { provider: 'algolia'; algolia: AlgoliaPublicConfig }
  | { provider: 'unconfigured'; message: string }

const ALGOLIA_VARS = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_INDEX_NAME'] as const

/** Spec section 8: loading fails saying the environment variables are not set. */
function missingVariablesMessage(names: readonly string[]): string {
  const list = names.length === 1 ? `la variabile d’ambiente ${names[0]} non è impostata` : `le variabili d’ambiente ${names.join(', ')} non sono impostate`
  return `La ricerca non è disponibile: ${list}.`
}

export function searchConfig(env: Env = readEnv()): SearchConfig {
  const chosen = env.SEARCH_PROVIDER?.trim().toLowerCase()
  if (chosen === 'orama') return { provider: 'orama' }
  const wantsAlgolia = chosen === 'algolia' || ALGOLIA_VARS.some((name) => env[name]?.trim())
  if (!wantsAlgolia) return { provider: 'orama' }
  const missing = ALGOLIA_VARS.filter((name) => !env[name]?.trim())
  if (missing.length > 0) return { provider: 'unconfigured', message: missingVariablesMessage(missing) }
  return {
    provider: 'algolia',
    algolia: {
      appId: env.ALGOLIA_APP_ID!.trim(),
      searchKey: env.ALGOLIA_SEARCH_KEY!.trim(),
      indexName: env.ALGOLIA_INDEX_NAME!.trim(),
      ...(env.ALGOLIA_BASE_URL?.trim() ? { baseUrl: env.ALGOLIA_BASE_URL.trim().replace(/\/$/, '') } : {}),
    },
  }
}
