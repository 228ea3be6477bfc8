import type { Payload } from 'payload'
import type { z } from 'zod'
import { captchaAdapter } from '@/integrations/captcha'
import { clientAddress } from '@/ops/http/client-address'
import { fieldOf, firstIssue } from '@/ops/http/json'

export type Refusal = { ok: false; status: number; message: string; field?: string }
export type Outcome<F> = { ok: true; id: number | string; fields: F } | Refusal
export type SubmitOptions = { headers: Headers; captchaRequired: boolean }

type CaptchaSchema = z.ZodObject<{ captcha: z.ZodString }>
type Checked<S extends CaptchaSchema> = { ok: true; fields: Omit<z.output<S>, 'captcha'>; captcha?: string }

/**
 * A request of a form sent with a captcha, for the JSON endpoint and the no-JS server action:
 * validated with the form's schema (the token optional when the caller vouches for the no-JS
 * rules), then the token, if any, checked. `captchaRefused` answers a token that fails.
 */
export async function checkedRequest<S extends CaptchaSchema>(
  payload: Payload,
  data: unknown,
  schema: S,
  { headers, captchaRequired }: SubmitOptions,
  captchaRefused: string,
): Promise<Checked<S> | Refusal> {
  const parsed = (captchaRequired ? schema : schema.extend({ captcha: schema.shape.captcha.optional() })).safeParse(data)
  if (!parsed.success) return { ok: false, status: 422, message: firstIssue(parsed.error), field: fieldOf(parsed.error) }
  const { captcha, ...fields } = parsed.data as z.output<S> & { captcha?: string }
  if (captcha) {
    const verdict = await captchaAdapter(payload).verify(captcha, { remoteIp: clientAddress(headers) })
    if (!verdict.ok) return { ok: false, status: 403, message: captchaRefused, field: 'captcha' }
  }
  return { ok: true, fields, captcha }
}
