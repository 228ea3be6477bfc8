'use server'
import { after } from 'next/server'
import { headers } from 'next/headers'
import { cms } from '@/content/cms'
import { HONEYPOT_FIELD, NO_JS_RULE, formFields, postedCaptcha } from '../shared/no-js'
import type { FormState } from '../shared/form-state'
import { hit, ruleFromEnv } from '../shared/rate-limit'
import { clientAddress } from '../shared/client-address'
import { MESSAGES } from '../shared/http'
import { TERRITORY_MESSAGES } from './schema'
import { TERRITORY_RULE } from './rules'
import { notifyTerritoryRequest, submitTerritoryRequest } from './submit'

const FIELDS = ['contact', 'name', 'address', 'phone', 'area', 'description'] as const

/** The form posted without JavaScript (React 19 useActionState): same domain function as the API. */
export async function submitTerritoryAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const values = formFields(formData, FIELDS)
  const captcha = postedCaptcha(formData)
  const requestHeaders = await headers()
  // A filled honeypot is a robot: it is told "sent" and nothing is stored.
  if (formFields(formData, [HONEYPOT_FIELD])[HONEYPOT_FIELD]) return { status: 'success', message: TERRITORY_MESSAGES.success }
  // Same bucket as the JSON endpoint when a token came along; the stricter no-JS one otherwise.
  const bucket = captcha ? `territory|${clientAddress(requestHeaders)}` : `territory-nojs|${clientAddress(requestHeaders)}`
  if (!hit(bucket, ruleFromEnv(captcha ? TERRITORY_RULE : NO_JS_RULE)).allowed) {
    return { status: 'error', message: MESSAGES.rateLimited, values }
  }
  const payload = await cms()
  const outcome = await submitTerritoryRequest(payload, captcha ? { ...values, captcha } : values, { headers: requestHeaders, captchaRequired: false })
  if (!outcome.ok) {
    return { status: 'error', message: outcome.message, errors: outcome.field ? { [outcome.field]: outcome.message } : undefined, values }
  }
  after(() => notifyTerritoryRequest(payload, outcome.id, outcome.fields))
  return { status: 'success', message: TERRITORY_MESSAGES.success }
}
