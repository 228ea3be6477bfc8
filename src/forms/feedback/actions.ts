'use server'

import { headers } from 'next/headers'
import { cms } from '@/content/cms'
import { type FormState, formValues, stateFromResponse } from '../shared/form-state'
import { SERVICE_UNAVAILABLE } from '@/ops/http/guarded'
import { validate } from '@/ops/http/json'
import { rateLimited, ruleFromEnv } from '@/ops/http/rate-limit'
import { RATE_RULES } from '../shared/rules'
import { feedbackSchema } from './schema'
import { pathFromReferer, submitFeedback } from './submit'

const FIELDS = ['utile', 'commento', 'link'] as const

/**
 * The widget without JavaScript. A server action is already protected by Next's origin
 * check, so it calls the domain directly; the JSON endpoint is the one that needs the token.
 */
export async function feedbackAction(_previous: FormState, data: FormData): Promise<FormState> {
  const values = formValues(data, FIELDS, 2000)
  const requestHeaders = await headers()
  const limited = rateLimited('feedback-submit', requestHeaders, ruleFromEnv(RATE_RULES.feedbackSubmit))
  if (limited) return stateFromResponse(limited, values)
  const utile = values.utile === 'si' ? true : values.utile === 'no' ? false : undefined
  const parsed = validate(feedbackSchema, { utile, commento: values.commento, link: values.link })
  if (!parsed.ok) return stateFromResponse(parsed.response, values)
  try {
    const path = pathFromReferer(requestHeaders)
    const outcome = await submitFeedback(await cms(), parsed.data, { path })
    return { status: outcome.status < 300 ? 'success' : 'error', message: outcome.message, values: outcome.status < 300 ? undefined : values }
  } catch {
    return { status: 'error', message: SERVICE_UNAVAILABLE, values }
  }
}
