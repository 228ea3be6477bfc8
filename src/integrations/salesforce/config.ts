import fs from 'node:fs'
import { z } from 'zod'
import { env as readEnv, type Env } from '@/cms/env'

/** Our support form fields and the fixed Web-to-Case fields (spec section 3). */
const FORM_FIELDS = ['applicant', 'address', 'phone', 'subject', 'object', 'description', 'notice'] as const
const FIXED_FIELDS = ['orgid', 'external', 'origin', 'recordType', 'priority', 'captchaResponse', 'captchaSettings', 'debug', 'submit'] as const
/**
 * The request's idempotency key, sent as a Case field marked «Unique» and «External ID» in the org
 * (a custom field, 00N…): Salesforce refuses a second case with the same value, so a post repeated
 * after an interrupted attempt creates no second case. Without it a repeated post is a second case.
 */
const OPTIONAL_FIELDS = ['externalId'] as const
type MappedField = (typeof FORM_FIELDS)[number] | (typeof FIXED_FIELDS)[number]
type FieldMap = Record<MappedField, string> & Partial<Record<(typeof OPTIONAL_FIELDS)[number], string>>

/**
 * Salesforce's standard Web-to-Case names. applicant, subject (the topic) and notice are custom
 * fields whose ids (00N…) exist only in the production org, so they have no default.
 */
const DEFAULT_NAMES: Partial<FieldMap> = {
  address: 'email',
  phone: 'phone',
  object: 'subject',
  description: 'description',
  orgid: 'orgid',
  external: 'external',
  origin: 'origin',
  recordType: 'recordType',
  priority: 'priority',
  captchaResponse: 'g-recaptcha-response',
  captchaSettings: 'captcha_settings',
  debug: 'debug',
  submit: 'submit',
}

const fieldName = z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/, 'nome di campo non valido (lettere, cifre, _ . -, al massimo 80)')
const fieldMapSchema = z.strictObject(
  Object.fromEntries([...FORM_FIELDS, ...FIXED_FIELDS, ...OPTIONAL_FIELDS].map((k) => [k, fieldName.optional()])) as Record<keyof FieldMap, z.ZodOptional<typeof fieldName>>,
)

export type FieldMapResult = { ok: true; map: FieldMap } | { ok: false; error: string }

/** Parses SALESFORCE_FIELD_MAP text: a JSON object {ourField: salesforceName}; never throws. */
export function parseFieldMap(text: string | undefined): FieldMapResult {
  let value: unknown = {}
  if (text && text.trim()) {
    try {
      value = JSON.parse(text)
    } catch (error) {
      return { ok: false, error: `mappa dei campi Salesforce: JSON non valido (${(error as Error).message})` }
    }
  }
  const parsed = fieldMapSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue.path.length ? ` (${issue.path.join('.')})` : ''
    const what = issue.code === 'unrecognized_keys' ? `campi sconosciuti: ${issue.keys.join(', ')}` : issue.message
    return { ok: false, error: `mappa dei campi Salesforce: ${what}${where}` }
  }
  const map = { ...DEFAULT_NAMES, ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v)) } as Partial<FieldMap>
  const missing = [...FORM_FIELDS, ...FIXED_FIELDS].filter((k) => !map[k])
  if (missing.length) return { ok: false, error: `mappa dei campi Salesforce: manca il nome per ${missing.join(', ')}` }
  return { ok: true, map: map as FieldMap }
}

export interface SalesforceConfig {
  url: string
  orgId: string
  recordType: string
  captchaKeyName: string
  fields: FieldMap
}

export type ConfigResult = { ok: true; config: SalesforceConfig } | { ok: false; status: 'non configurato'; error: string }

/** Reads the Web-to-Case settings; anything missing or malformed is reported, never thrown. */
export function salesforceConfigFromEnv(env: Env = readEnv()): ConfigResult {
  const missing = (['SALESFORCE_WEB_TO_CASE_URL', 'SALESFORCE_ORG_ID', 'SALESFORCE_RECORD_TYPE'] as const).filter((k) => !env[k]?.trim())
  if (missing.length) return { ok: false, status: 'non configurato', error: `variabili mancanti: ${missing.join(', ')}` }
  let url: URL
  try {
    url = new URL(env.SALESFORCE_WEB_TO_CASE_URL!)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocollo')
  } catch {
    return { ok: false, status: 'non configurato', error: 'SALESFORCE_WEB_TO_CASE_URL non è un indirizzo http(s) valido' }
  }
  let text = env.SALESFORCE_FIELD_MAP
  if (!text && env.SALESFORCE_FIELD_MAP_FILE) {
    try {
      text = fs.readFileSync(env.SALESFORCE_FIELD_MAP_FILE, 'utf8')
    } catch {
      return { ok: false, status: 'non configurato', error: 'SALESFORCE_FIELD_MAP_FILE non leggibile' }
    }
  }
  const fields = parseFieldMap(text)
  if (!fields.ok) return { ok: false, status: 'non configurato', error: fields.error }
  return {
    ok: true,
    config: {
      url: url.toString(),
      orgId: env.SALESFORCE_ORG_ID!.trim(),
      recordType: env.SALESFORCE_RECORD_TYPE!.trim(),
      captchaKeyName: env.SALESFORCE_CAPTCHA_KEYNAME?.trim() || '',
      fields: fields.map,
    },
  }
}
