import { headers } from 'next/headers'
import { after } from 'next/server'
import type { Payload } from 'payload'
import { cms } from '@/content/cms'
import { clientAddress } from '@/ops/http/client-address'
import { MESSAGES } from '@/ops/http/json'
import { hit, type RateRule, ruleFromEnv } from '@/ops/http/rate-limit'
import type { Outcome, SubmitOptions } from './captcha-request'
import { type FormState, formValues } from './form-state'
import { HONEYPOT_FIELD, KEY_FIELD, NO_JS_RULE, postedCaptcha } from './no-js'

type CaptchaForm<F> = {
  /** The rate-limit bucket, shared with the form's JSON endpoint. */
  endpoint: string
  fields: readonly string[]
  rule: RateRule
  success: FormState
  submit: (payload: Payload, data: unknown, options: SubmitOptions) => Promise<Outcome<F>>
  notify: (payload: Payload, id: number | string, fields: F) => Promise<void>
}

/**
 * The server action of a form sent with a captcha, for the form posted without JavaScript
 * (React 19 useActionState): the same domain function as the JSON endpoint.
 */
export function captchaFormAction<F>(form: CaptchaForm<F>) {
  return async (_prev: FormState, formData: FormData): Promise<FormState> => {
    // Uncut: the form's schema bounds each field.
    const values = formValues(formData, form.fields, Infinity)
    const captcha = postedCaptcha(formData)
    const requestHeaders = await headers()
    // A filled honeypot is a robot: it is told "sent" and nothing is stored.
    if (formValues(formData, [HONEYPOT_FIELD])[HONEYPOT_FIELD]) return { ...form.success }
    // Same bucket as the JSON endpoint when a token came along; the stricter no-JS one otherwise.
    const bucket = `${captcha ? form.endpoint : `${form.endpoint}-nojs`}|${clientAddress(requestHeaders)}`
    if (!hit(bucket, ruleFromEnv(captcha ? form.rule : NO_JS_RULE)).allowed) {
      return { status: 'error', message: MESSAGES.rateLimited, values }
    }
    const payload = await cms()
    // The key came with the page, rendered once for everyone: the address tells two visitors apart.
    const posted = { ...values, ...(captcha ? { captcha } : {}), [KEY_FIELD]: formValues(formData, [KEY_FIELD])[KEY_FIELD] }
    const outcome = await form.submit(payload, posted, { headers: requestHeaders, captchaRequired: false, keyScope: clientAddress(requestHeaders) })
    if (!outcome.ok) {
      const errors = 'errors' in outcome && outcome.errors ? outcome.errors : outcome.field ? { [outcome.field]: outcome.message } : undefined
      return { status: 'error', message: outcome.message, errors, values }
    }
    if (!outcome.repeated) after(() => form.notify(payload, outcome.id, outcome.fields))
    return { ...form.success }
  }
}
