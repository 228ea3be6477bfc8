import { describe, expect, it } from 'vitest'
import { searchConfig } from './config'

describe('provider choice', () => {
  it('is Orama by default and Algolia with its keys', () => {
    expect(searchConfig({})).toEqual({ provider: 'orama' })
    expect(searchConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_INDEX_NAME: 'sito' })).toEqual({
      provider: 'algolia',
      algolia: { appId: 'APP', searchKey: 'k', indexName: 'sito' },
    })
    expect(searchConfig({ SEARCH_PROVIDER: 'orama', ALGOLIA_APP_ID: 'APP' })).toEqual({ provider: 'orama' })
  })

  it('says which environment variables are not set when Algolia is chosen without them', () => {
    expect(searchConfig({ SEARCH_PROVIDER: 'algolia', ALGOLIA_APP_ID: 'APP' })).toEqual({
      provider: 'unconfigured',
      message: 'La ricerca non è disponibile: le variabili d’ambiente ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_NAME non sono impostate.',
    })
    expect(searchConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'k' })).toEqual({
      provider: 'unconfigured',
      message: 'La ricerca non è disponibile: la variabile d’ambiente ALGOLIA_INDEX_NAME non è impostata.',
    })
  })
})
