'use server'

import { headers } from 'next/headers'
import { cms } from '@/content/cms'
import { type FormState, formValues, stateFromResponse } from '../shared/form-state'
import { SERVICE_UNAVAILABLE } from '@/ops/http/guarded'
import { validate } from '@/ops/http/json'
import { rateLimited, ruleFromEnv } from '@/ops/http/rate-limit'
import { RATE_RULES } from '../shared/rules'
import { NEWSLETTER_FIELDS } from './fields'
import { newsletterSchema } from './schema'
import { subscribe } from './subscribe'

/** The form without JavaScript (and React's fallback): same rules and domain as the JSON endpoint. */
export async function subscribeAction(_previous: FormState, data: FormData): Promise<FormState> {
  const values = formValues(data, NEWSLETTER_FIELDS, 1000)
  const limited = rateLimited('newsletter', await headers(), ruleFromEnv(RATE_RULES.newsletter))
  if (limited) return stateFromResponse(limited, values)
  const parsed = validate(newsletterSchema, values)
  if (!parsed.ok) return stateFromResponse(parsed.response, values)
  try {
    const outcome = await subscribe(await cms(), parsed.data)
    if (outcome.status >= 300) return { status: 'error', message: outcome.message, values }
    return { status: 'success', message: outcome.message, detail: outcome.detail }
  } catch {
    return { status: 'error', message: SERVICE_UNAVAILABLE, values }
  }
}
