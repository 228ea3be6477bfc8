'use server'
import { after } from 'next/server'
import { headers } from 'next/headers'
import { cms } from '@/content/cms'
import { clientAddress } from '../shared/client-address'
import type { FormState } from '../shared/form-state'
import { MESSAGES } from '../shared/http'
import { HONEYPOT_FIELD, NO_JS_RULE, formFields, postedCaptcha } from '../shared/no-js'
import { hit, ruleFromEnv } from '../shared/rate-limit'
import { SUPPORT_RULE } from './rules'
import { notifySupportRequest, submitSupportRequest } from './submit'

const FIELDS = ['applicant', 'address', 'phone', 'subject', 'object', 'description', 'notice'] as const

/** The support form posted without JavaScript (React 19 useActionState): same domain function as the API. */
export async function submitSupportAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const values = formFields(formData, FIELDS)
  const captcha = postedCaptcha(formData)
  const requestHeaders = await headers()
  if (formFields(formData, [HONEYPOT_FIELD])[HONEYPOT_FIELD]) return { status: 'success' }
  // Same bucket as the JSON endpoint when a token came along; the stricter no-JS one otherwise.
  const bucket = captcha ? `support|${clientAddress(requestHeaders)}` : `support-nojs|${clientAddress(requestHeaders)}`
  if (!hit(bucket, ruleFromEnv(captcha ? SUPPORT_RULE : NO_JS_RULE)).allowed) {
    return { status: 'error', message: MESSAGES.rateLimited, values }
  }
  const payload = await cms()
  const outcome = await submitSupportRequest(payload, captcha ? { ...values, captcha } : values, { headers: requestHeaders, captchaRequired: false })
  if (!outcome.ok) {
    return { status: 'error', message: outcome.message, errors: outcome.field ? { [outcome.field]: outcome.message } : undefined, values }
  }
  after(() => notifySupportRequest(payload, outcome.id, outcome.fields))
  return { status: 'success' }
}
