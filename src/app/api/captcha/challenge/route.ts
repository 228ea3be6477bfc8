import { derivedKey } from '@/ops/secrets'
import { answer } from '@/ops/http/json'
import { rateLimited, ruleFromEnv } from '@/ops/http/rate-limit'
import { altchaChallenge, altchaSettingsFromEnv } from '@/integrations/captcha/altcha'
import { env } from '@/cms/env'

export const dynamic = 'force-dynamic'

/** A fresh ALTCHA challenge, signed, valid 110 seconds; never cached. */
export async function GET(request: Request) {
  const limited = rateLimited('captcha', request.headers, ruleFromEnv({ limit: 60, windowMs: 60_000 }))
  if (limited) return limited
  if (env().RECAPTCHA_SITE_KEY && env().RECAPTCHA_SECRET_KEY) {
    return answer(404, { message: 'La verifica anti-robot di questo sito non usa questo indirizzo.' })
  }
  const challenge = await altchaChallenge(altchaSettingsFromEnv(env(), derivedKey('captcha')))
  return answer(200, { ...challenge })
}
