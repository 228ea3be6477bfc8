import type { Payload } from 'payload'
import { derivedKey } from '@/ops/secrets'
import { altchaAdapter, altchaSettingsFromEnv } from './altcha'
import { recaptchaAdapter } from './recaptcha'
import { payloadReplayStore } from './replay-store'
import type { CaptchaAdapter, CaptchaWidget } from './types'
import { env as readEnv, type Env } from '@/cms/env'

export type { CaptchaAdapter,  CaptchaWidget } from './types'

/** reCAPTCHA when both its keys are set, otherwise the self-hosted ALTCHA. */
export function captchaAdapter(payload: Payload, env: Env = readEnv()): CaptchaAdapter {
  const store = payloadReplayStore(payload)
  if (env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY) {
    return recaptchaAdapter({
      siteKey: env.RECAPTCHA_SITE_KEY,
      secretKey: env.RECAPTCHA_SECRET_KEY,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      store,
    })
  }
  return altchaAdapter({ ...altchaSettingsFromEnv(env, derivedKey('captcha')), store })
}

/** The public half, for server components rendering a form: no database, no secret. */
export function captchaWidget(env: Env = readEnv()): CaptchaWidget {
  if (env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY) return { kind: 'recaptcha', siteKey: env.RECAPTCHA_SITE_KEY, lifetimeS: 110 }
  return { kind: 'altcha', challengeUrl: '/api/captcha/challenge', lifetimeS: 110 }
}
