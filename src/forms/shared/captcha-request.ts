import type { Payload } from 'payload'
import type { z } from 'zod'
import { captchaAdapter } from '@/integrations/captcha'
import { clientAddress } from '@/ops/http/client-address'
import { fieldOf, firstIssue, issuesByField } from '@/ops/http/json'
import { storedUnder, type Submissions, submissionKey, takeKey } from './submission-key'

export type Refusal = { ok: false; status: number; message: string; field?: string; errors?: Record<string, string> }
/** `repeated`: a retry of a request already stored under the same key (nothing new stored, nothing to notify). */
export type Outcome<F> = { ok: true; id: number | string; fields: F; repeated?: boolean } | Refusal
/** `keyScope`: what else tells two visitors apart when their key came with a shared page (the no-JS post's address). */
export type SubmitOptions = { headers: Headers; captchaRequired: boolean; keyScope?: string }

type CaptchaSchema = z.ZodObject<{ captcha: z.ZodString }>
type Checked<S extends CaptchaSchema> = {
  ok: true
  fields: Omit<z.output<S>, 'captcha'>
  captcha?: string
  /** The idempotency key to store with the submission (submission-key.ts), null when none was posted. */
  key: string | null
  /** The submission already stored under that key: answer as the first time, check and store nothing. */
  repeatOf: number | string | null
}

/**
 * A request of a form sent with a captcha, for the JSON endpoint and the no-JS server action:
 * validated with the form's schema (the token optional when the caller vouches for the no-JS
 * rules); a retry of a stored request is recognised by its key before the token, which the first
 * try spent; otherwise the token, if any, is checked. `captchaRefused` answers a token that fails.
 */
export async function checkedRequest<S extends CaptchaSchema>(
  payload: Payload,
  data: unknown,
  schema: S,
  { headers, captchaRequired, keyScope }: SubmitOptions,
  captchaRefused: string,
  collection: Submissions,
): Promise<Checked<S> | Refusal> {
  const { data: posted, posted: postedKey } = takeKey(data)
  const parsed = (captchaRequired ? schema : schema.extend({ captcha: schema.shape.captcha.optional() })).safeParse(posted)
  if (!parsed.success) return { ok: false, status: 422, message: firstIssue(parsed.error), field: fieldOf(parsed.error), errors: issuesByField(parsed.error) }
  const { captcha, ...fields } = parsed.data as z.output<S> & { captcha?: string }
  const key = submissionKey(postedKey, fields, keyScope)
  const repeatOf = await storedUnder(payload, collection, key)
  if (repeatOf !== null) return { ok: true, fields, key, repeatOf }
  if (captcha) {
    // The key holds the token: a retry whose first try spent it but never stored (a killed instance) is accepted once more.
    const verdict = await captchaAdapter(payload).verify(captcha, { remoteIp: clientAddress(headers), holder: key })
    if (!verdict.ok) return { ok: false, status: 403, message: captchaRefused, field: 'captcha' }
  }
  return { ok: true, fields, captcha, key, repeatOf: null }
}
