/**
 * What a production server refuses to start with: demo values that would otherwise reach the
 * public silently (canonical addresses, sitemap, feeds, JSON-LD and DCAT saying localhost; the
 * demo open-data publisher), the placeholders of deploy/*.env.example left in place (the catalogue
 * went live once with «codice_ipa_dell_ente»), and a catalogue without its contact point (DCAT-AP_IT
 * requires dcat:contactPoint with an email). LOCAL_DEMO=1 (scripts/serve.sh, the test scripts) accepts them.
 */
import { env as readEnv } from '@/cms/env'

type Env = Record<string, string | undefined>

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i
const IPA_CODE = /^[a-z0-9_]{2,20}$/i
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The example files' placeholders: every value there to be replaced names a reserved example
 * domain (RFC 2606: example, example.com…, and the examples' «example.gov.it»), says «CAMBIAMI»,
 * or is the example's IPA code. Their test (production-config.test.ts) reads the shipped files.
 */
const PLACEHOLDER = /(^|[/.@])example(\.|$|[:/])|CAMBIAMI|^codice_ipa/i
const CHECKED = ['SITE_URL', 'OPENDATA_PUBLISHER_NAME', 'OPENDATA_PUBLISHER_IPA', 'OPENDATA_CONTACT_EMAIL', 'PAYLOAD_SECRET', 'HEALTH_TOKEN', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'DATABASE_URL', 'MAIL_FROM', 'MAIL_NOTIFY_TO'] as const

function placeholderProblems(env: Env): string[] {
  return CHECKED.filter((name) => PLACEHOLDER.test(env[name]?.trim() ?? '')).map(
    (name) => `${name} ha ancora il valore d’esempio di deploy/sito.env.example («${name.includes('SECRET') || name === 'DATABASE_URL' ? '…' : env[name]!.trim()}»): impostate quello vero.`,
  )
}

function siteUrlProblem(value: string | undefined): string | null {
  if (!value?.trim()) return 'SITE_URL non è impostata: serve l’indirizzo pubblico del sito (https://…).'
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return `SITE_URL non è un indirizzo valido: «${value}».`
  }
  if (url.protocol !== 'https:') return `SITE_URL deve cominciare con https:// (è «${value}»).`
  if (LOOPBACK.test(url.hostname)) return `SITE_URL è un indirizzo locale («${value}»): serve l’indirizzo pubblico del sito.`
  return null
}

function publisherProblems(env: Env): string[] {
  const problems: string[] = []
  if (!env.OPENDATA_PUBLISHER_NAME?.trim()) problems.push('OPENDATA_PUBLISHER_NAME non è impostata: serve il nome dell’ente che pubblica gli open data.')
  const ipa = env.OPENDATA_PUBLISHER_IPA?.trim()
  if (!ipa) problems.push('OPENDATA_PUBLISHER_IPA non è impostata: serve il codice IPA dell’ente che pubblica gli open data.')
  else if (ipa === 'dtd_demo' || !IPA_CODE.test(ipa)) problems.push(`OPENDATA_PUBLISHER_IPA non è un codice IPA valido: «${ipa}».`)
  const email = env.OPENDATA_CONTACT_EMAIL?.trim()
  if (!email) problems.push('OPENDATA_CONTACT_EMAIL non è impostata: serve l’email del punto di contatto dei dataset (DCAT-AP_IT, dcat:contactPoint).')
  else if (!EMAIL.test(email)) problems.push(`OPENDATA_CONTACT_EMAIL non è un indirizzo email: «${email}».`)
  return problems
}

/** Every problem, in Italian; empty outside production or with LOCAL_DEMO=1. */
export function demoValueProblems(env: Env = readEnv()): string[] {
  if (env.NODE_ENV !== 'production' || env.LOCAL_DEMO === '1') return []
  const site = siteUrlProblem(env.SITE_URL)
  return [...(site ? [site] : []), ...publisherProblems(env), ...placeholderProblems(env)]
}

export function demoValueRefusal(problems: string[]): string {
  return [
    'Avvio rifiutato: valori dimostrativi in produzione.',
    ...problems.map((p) => `- ${p}`),
    'Vedi docs/deploy.md, «Variabili d’ambiente» (per una demo locale: LOCAL_DEMO=1).',
  ].join('\n')
}
