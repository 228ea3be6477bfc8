import { after } from 'next/server'
import { cms } from '@/content/cms'
import { answer, readJsonBody } from '@/ops/http/json'
import { guarded } from '@/ops/http/guarded'
import { rateLimited, ruleFromEnv } from '@/ops/http/rate-limit'
import { RATE_RULES } from '@/forms/shared/rules'
import { withoutWebToCaseFixed } from '@/forms/support/schema'
import { notifySupportRequest, submitSupportRequest } from '@/forms/support/submit'

export const dynamic = 'force-dynamic'

/** The spec's client reads only `success`; refusals also carry an Italian `message`. */
async function unsuccessful(response: Response): Promise<Response> {
  const body = (await response.json()) as Record<string, unknown>
  const retry = response.headers.get('retry-after')
  return answer(response.status, { success: false, ...body }, retry ? { 'Retry-After': retry } : {})
}

async function handle(request: Request): Promise<Response> {
  const limited = rateLimited('support', request.headers, ruleFromEnv(RATE_RULES.support))
  if (limited) return limited
  // 32,000 characters of description are up to 96 KB of UTF-8: more than the other forms' 64 KB.
  const body = await readJsonBody(request, 128 * 1024)
  if (!body.ok) return body.response
  const payload = await cms()
  const outcome = await submitSupportRequest(payload, withoutWebToCaseFixed(body.data), { headers: request.headers, captchaRequired: true })
  if (!outcome.ok) return answer(outcome.status, { message: outcome.message, ...(outcome.field ? { field: outcome.field } : {}) })
  if (!outcome.repeated) after(() => notifySupportRequest(payload, outcome.id, outcome.fields))
  return answer(200, { success: true })
}

/** POST JSON support request → {success}. Stored first; Salesforce gets it from a job. */
export async function POST(request: Request) {
  const response = await guarded('support', () => handle(request))
  return response.ok ? response : unsuccessful(response)
}
