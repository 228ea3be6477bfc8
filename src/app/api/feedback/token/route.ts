import { answer, readJsonBody, validate } from '@/ops/http/json'
import { rateLimited, ruleFromEnv } from '@/ops/http/rate-limit'
import { RATE_RULES } from '@/forms/shared/rules'
import { issueCsrfToken } from '@/forms/feedback/csrf'
import { tokenRequestSchema } from '@/forms/feedback/schema'

export const dynamic = 'force-dynamic'

/** POST {} → { csrf_token }: signed, valid one hour on any instance sharing PAYLOAD_SECRET. */
export async function POST(request: Request) {
  const limited = rateLimited('feedback-token', request.headers, ruleFromEnv(RATE_RULES.feedbackToken))
  if (limited) return limited
  const body = await readJsonBody(request, 1024)
  if (!body.ok) return body.response
  const parsed = validate(tokenRequestSchema, body.data)
  if (!parsed.ok) return parsed.response
  return answer(200, { csrf_token: issueCsrfToken() })
}
