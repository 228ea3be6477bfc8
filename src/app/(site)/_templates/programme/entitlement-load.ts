import { siteAvvisi } from '@/blocks/AnnouncementsGrid/archive'
import { allBeneficiaries } from '@/content/programme'
import { findComune } from '@/programme/comuni/comuni'
import { entitlements } from '@/programme/entitlements'
import type { EntitlementQuery, EntitlementView } from './EntitlementPage'

type Params = Record<string, string | string[] | undefined>

const one = (params: Params, name: string) => {
  const value = params[name]
  return (typeof value === 'string' ? value : '').trim().slice(0, 100)
}

/** Reads the GET form (anything else in the query is ignored) and works out the amounts. */
export async function loadEntitlement(params: Params, now: Date = new Date()): Promise<EntitlementView> {
  const query: EntitlementQuery = { ente: one(params, 'ente'), comune: one(params, 'comune') }
  const beneficiaries = await allBeneficiaries()
  const base = { query, beneficiaries, beneficiary: null, match: null, error: null, result: null }
  if (!query.ente && !query.comune) return base
  const beneficiary = beneficiaries.find((b) => b.slug === (query.ente || 'comuni')) ?? null
  if (!beneficiary) return { ...base, error: { field: 'ente', message: 'Scegli un tipo di ente dall’elenco.' } }
  const isComune = beneficiary.slug === 'comuni'
  if (isComune && !query.comune) return { ...base, beneficiary, error: { field: 'comune', message: 'Scrivi il nome del tuo Comune.' } }
  const match = isComune ? findComune(query.comune) : null
  if (match && match.kind !== 'found') {
    const message =
      match.kind === 'ambiguous'
        ? `Ci sono ${match.comuni.length} Comuni di nome «${query.comune}»: scegli il tuo dall’elenco.`
        : `Non troviamo «${query.comune}» tra i Comuni italiani: controlla il nome${match.suggestions.length ? ' o scegli tra quelli qui sotto' : ''}.`
    return { ...base, beneficiary, match, error: { field: 'comune', message } }
  }
  const population = match?.kind === 'found' ? match.comune.popolazione : null
  return { ...base, beneficiary, match, result: entitlements(await siteAvvisi(now), beneficiary.label, population) }
}
