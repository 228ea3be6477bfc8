import { after } from 'next/server'
import { cms } from '@/content/cms'
import { answer, readJsonBody } from '@/ops/http/json'
import { guarded } from '@/ops/http/guarded'
import { rateLimited, ruleFromEnv } from '@/ops/http/rate-limit'
import { RATE_RULES } from '@/forms/shared/rules'
import { TERRITORY_MESSAGES } from '@/forms/territory/fields'
import { notifyTerritoryRequest, submitTerritoryRequest } from '@/forms/territory/submit'

export const dynamic = 'force-dynamic'

/** POST JSON {contact, name, address, phone, area, description, captcha} → {message}. */
export function POST(request: Request) {
  return guarded('territory', async () => {
    const limited = rateLimited('territory', request.headers, ruleFromEnv(RATE_RULES.territory))
    if (limited) return limited
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    const payload = await cms()
    const outcome = await submitTerritoryRequest(payload, body.data, { headers: request.headers, captchaRequired: true })
    if (!outcome.ok) return answer(outcome.status, { message: outcome.message, ...(outcome.field ? { field: outcome.field } : {}) })
    if (!outcome.repeated) after(() => notifyTerritoryRequest(payload, outcome.id, outcome.fields))
    return answer(200, { message: TERRITORY_MESSAGES.success })
  })
}
