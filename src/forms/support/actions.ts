'use server'
import { captchaFormAction } from '../shared/captcha-action'
import type { FormState } from '../shared/form-state'
import { RATE_RULES } from '../shared/rules'
import { notifySupportRequest, submitSupportRequest } from './submit'

const action = captchaFormAction({
  endpoint: 'support',
  fields: ['applicant', 'address', 'phone', 'subject', 'object', 'description', 'notice'],
  rule: RATE_RULES.support,
  success: { status: 'success' },
  submit: submitSupportRequest,
  notify: notifySupportRequest,
})

/** The support form posted without JavaScript. */
export async function submitSupportAction(prev: FormState, formData: FormData): Promise<FormState> {
  return action(prev, formData)
}
