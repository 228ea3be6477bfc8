/**
 * CLI: `npm run search:reindex` rebuilds the Algolia index from the CMS (admin key
 * needed). With the embedded default there is nothing to do: each server builds its own.
 */
import { getPayload } from 'payload'
import config from '@payload-config'
import { adminConfig, reindex } from './algolia-sync'
import { searchConfig } from './config'

async function main(): Promise<number> {
  const search = searchConfig()
  if (search.provider === 'orama') {
    console.log('Ricerca incorporata (Orama): ogni server costruisce il proprio indice, nulla da reindicizzare.')
    return 0
  }
  if (search.provider === 'unconfigured') {
    console.error(search.message)
    return 1
  }
  const admin = adminConfig()
  if (!admin) {
    console.error(`La ricerca non è disponibile: la variabile d’ambiente ALGOLIA_ADMIN_KEY non è impostata.`)
    return 1
  }
  const payload = await getPayload({ config })
  const count = await reindex(payload, admin)
  console.log(`Indice Algolia «${admin.indexName}» ricostruito: ${count} documenti.`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
