import { parseAvvisi } from './record'
import type { AvvisiLoad } from './types'
import { env as readEnv, type Env } from '@/cms/env'

const TIMEOUT_MS = 10_000
const MAX_PAGES = 5
const DEFAULT_QUERY =
  'SELECT Id, Name, Status, StartDate, EndDate, Ente_Promotore__c, Beneficiari__c, Url__c FROM FundingProgram ORDER BY StartDate DESC LIMIT 200'

/** Salesforce field -> our field; the custom fields (__c) are those of the programme's org. */
const FIELDS = { Id: 'id', Name: 'name', Status: 'status', StartDate: 'startDate', EndDate: 'endDate', Ente_Promotore__c: 'entePromotore', Beneficiari__c: 'beneficiari', Url__c: 'url' } as const

type FundingConfig = { authUrl: string; clientId: string; clientSecret: string; apiVersion: string; query: string }

/** SALESFORCE_FP_CLIENT_ID and SALESFORCE_FP_CLIENT_SECRET (a connected app with the client credentials flow) are required. */
function fundingConfig(env: Env = readEnv()): FundingConfig | string {
  const missing = (['SALESFORCE_FP_CLIENT_ID', 'SALESFORCE_FP_CLIENT_SECRET'] as const).filter((k) => !env[k]?.trim())
  if (missing.length) return `variabili mancanti: ${missing.join(', ')}`
  return {
    authUrl: (env.SALESFORCE_FP_AUTH_URL?.trim() || 'https://login.salesforce.com').replace(/\/$/, ''),
    clientId: env.SALESFORCE_FP_CLIENT_ID!.trim(),
    clientSecret: env.SALESFORCE_FP_CLIENT_SECRET!.trim(),
    apiVersion: env.SALESFORCE_FP_API_VERSION?.trim() || 'v62.0',
    query: env.SALESFORCE_FP_QUERY?.trim() || DEFAULT_QUERY,
  }
}

class SalesforceError extends Error {}

async function call(url: string, init: RequestInit, what: string): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch {
    throw new SalesforceError(`Salesforce non raggiungibile (${what})`)
  }
  if (!response.ok) throw new SalesforceError(`Salesforce ha risposto ${response.status} (${what})`)
  return response.json().catch(() => {
    throw new SalesforceError(`risposta non JSON da Salesforce (${what})`)
  })
}

/** OAuth 2.0 client credentials: POST /services/oauth2/token, form-encoded. */
async function token(config: FundingConfig): Promise<{ accessToken: string; instanceUrl: string }> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret })
  const answer = (await call(`${config.authUrl}/services/oauth2/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' }, body }, 'token')) as { access_token?: unknown; instance_url?: unknown }
  if (typeof answer.access_token !== 'string' || typeof answer.instance_url !== 'string' || !/^https?:\/\//.test(answer.instance_url)) {
    throw new SalesforceError('token OAuth non valido')
  }
  return { accessToken: answer.access_token, instanceUrl: answer.instance_url.replace(/\/$/, '') }
}

type QueryPage = { records?: unknown; nextRecordsUrl?: unknown }

/** The query API (GET /services/data/vXX.X/query?q=…), following nextRecordsUrl for a few pages. */
async function query(config: FundingConfig, auth: { accessToken: string; instanceUrl: string }): Promise<Record<string, unknown>[]> {
  const headers = { Authorization: `Bearer ${auth.accessToken}`, Accept: 'application/json' }
  let next: string | null = `/services/data/${config.apiVersion}/query?q=${encodeURIComponent(config.query)}`
  const records: Record<string, unknown>[] = []
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const answer = (await call(`${auth.instanceUrl}${next}`, { headers }, 'query')) as QueryPage
    if (!Array.isArray(answer.records)) throw new SalesforceError('risposta della query senza records')
    records.push(...(answer.records as Record<string, unknown>[]))
    next = typeof answer.nextRecordsUrl === 'string' && answer.nextRecordsUrl.startsWith('/services/') ? answer.nextRecordsUrl : null
  }
  return records
}

function renamed(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(FIELDS).map(([from, to]) => [to, record[from] ?? null]))
}

/** The Funding Programs of the org, as avvisi. */
export async function loadSalesforceFundingPrograms(env: Env = readEnv()): Promise<AvvisiLoad> {
  const config = fundingConfig(env)
  if (typeof config === 'string') return { ok: false, error: config }
  try {
    const records = await query(config, await token(config))
    return parseAvvisi(records.map(renamed))
  } catch (error) {
    if (error instanceof SalesforceError) return { ok: false, error: error.message }
    throw error
  }
}
