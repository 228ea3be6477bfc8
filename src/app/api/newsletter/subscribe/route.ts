import { cms } from '@/content/cms'
import { answer, readJsonBody, validate } from '@/ops/http/json'
import { guarded } from '@/ops/http/guarded'
import { rateLimited, ruleFromEnv } from '@/ops/http/rate-limit'
import { RATE_RULES } from '@/forms/shared/rules'
import { newsletterSchema } from '@/forms/newsletter/schema'
import { subscribe } from '@/forms/newsletter/subscribe'
import { submissionKey, takeKey } from '@/forms/shared/submission-key'

export const dynamic = 'force-dynamic'

/** POST { email, rappresento, tipoEnte, nomeStruttura, inQuanto, chiave? } → { message } (spec section 7). */
export function POST(request: Request) {
  return guarded('newsletter', async () => {
    const limited = rateLimited('newsletter', request.headers, ruleFromEnv(RATE_RULES.newsletter))
    if (limited) return limited
    const body = await readJsonBody(request)
    if (!body.ok) return body.response
    // The request's idempotency key (`chiave`, optional): a retry gets the first answer, no second email.
    const { data, posted } = takeKey(body.data)
    const parsed = validate(newsletterSchema, data)
    if (!parsed.ok) return parsed.response
    const outcome = await subscribe(await cms(), parsed.data, submissionKey(posted, parsed.data))
    return answer(outcome.status, { message: outcome.message, detail: outcome.detail })
  })
}
