import type { SalesforceConfig } from './config'

/** What the task forwards: the stored request, already validated. */
export interface SupportCase {
  applicant: string
  address: string
  phone?: string | null
  subject: string
  object: string
  description: string
  notice: string
  captchaResponse?: string | null
  /** Submission time in ms: the captcha settings' ts. */
  submittedAt: number
  /** The same for every attempt at this request: Salesforce's unique External ID (config.ts). */
  externalId: string
}

/** The application/x-www-form-urlencoded body of the Web-to-Case POST, in a fixed order. */
function webToCaseBody(request: SupportCase, config: SalesforceConfig): URLSearchParams {
  const f = config.fields
  const body = new URLSearchParams()
  body.append(f.orgid, config.orgId)
  body.append(f.external, '1')
  body.append(f.origin, 'Area pubblica')
  body.append(f.recordType, config.recordType)
  body.append(f.priority, 'Medium')
  body.append(f.applicant, request.applicant)
  body.append(f.address, request.address)
  body.append(f.phone, request.phone ?? '')
  body.append(f.subject, request.subject)
  body.append(f.object, request.object)
  body.append(f.description, request.description)
  body.append(f.notice, request.notice)
  body.append(f.captchaResponse, request.captchaResponse ?? '')
  body.append(
    f.captchaSettings,
    JSON.stringify({ keyname: config.captchaKeyName, fallback: 'true', orgId: config.orgId, ts: String(request.submittedAt) }),
  )
  if (f.externalId) body.append(f.externalId, request.externalId)
  body.append(f.debug, '1')
  body.append(f.submit, 'INVIA')
  return body
}

export class WebToCaseError extends Error {}

/** POSTs the case; any 2xx or 3xx is delivered (Web-to-Case answers with a page or a redirect). */
export async function postWebToCase(request: SupportCase, config: SalesforceConfig, timeoutMs = 15_000): Promise<void> {
  let response: Response
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', Accept: 'text/html,*/*' },
      body: webToCaseBody(request, config).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const name = (error as Error)?.name === 'TimeoutError' ? 'tempo scaduto' : 'connessione non riuscita'
    throw new WebToCaseError(`Salesforce non raggiungibile: ${name}`)
  }
  await response.body?.cancel().catch(() => undefined)
  if (response.status >= 400) throw new WebToCaseError(`Salesforce ha risposto ${response.status}`)
}
