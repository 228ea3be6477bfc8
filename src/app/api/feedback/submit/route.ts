import { cms } from '@/content/cms'
import { answer, readJsonBody, reject, validate } from '@/ops/http/json'
import { guarded } from '@/ops/http/guarded'
import { rateLimited, ruleFromEnv } from '@/ops/http/rate-limit'
import { RATE_RULES } from '@/forms/shared/rules'
import { checkCsrfToken } from '@/forms/feedback/csrf'
import { feedbackSchema } from '@/forms/feedback/schema'
import { pathFromReferer, submitFeedback } from '@/forms/feedback/submit'

export const dynamic = 'force-dynamic'

/** POST with X-CSRF-TOKEN, { utile, commento, link } → { message }. */
export function POST(request: Request) {
  return guarded('feedback', async () => {
    const limited = rateLimited('feedback-submit', request.headers, ruleFromEnv(RATE_RULES.feedbackSubmit))
    if (limited) return limited
    const token = checkCsrfToken(request.headers.get('x-csrf-token'))
    if (!token.ok) return reject(403, token.message)
    const body = await readJsonBody(request, 8 * 1024)
    if (!body.ok) return body.response
    const parsed = validate(feedbackSchema, body.data)
    if (!parsed.ok) return parsed.response
    const path = pathFromReferer(request.headers)
    const outcome = await submitFeedback(await cms(), parsed.data, { tokenId: token.id, path })
    return answer(outcome.status, { message: outcome.message })
  })
}
