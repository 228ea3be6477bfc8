'use server'
import { captchaFormAction } from '../shared/captcha-action'
import type { FormState } from '../shared/form-state'
import { RATE_RULES } from '../shared/rules'
import { TERRITORY_MESSAGES } from './fields'
import { notifyTerritoryRequest, submitTerritoryRequest } from './submit'

const action = captchaFormAction({
  endpoint: 'territory',
  fields: ['contact', 'name', 'address', 'phone', 'area', 'description'],
  rule: RATE_RULES.territory,
  success: { status: 'success', message: TERRITORY_MESSAGES.success },
  submit: submitTerritoryRequest,
  notify: notifyTerritoryRequest,
})

/** The territory form posted without JavaScript. */
export async function submitTerritoryAction(prev: FormState, formData: FormData): Promise<FormState> {
  return action(prev, formData)
}
