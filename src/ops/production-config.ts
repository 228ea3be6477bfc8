/**
 * What a production server refuses to start with: demo values that would otherwise reach the
 * public silently (canonical addresses, sitemap, feeds, JSON-LD and DCAT saying localhost; the
 * demo open-data publisher). LOCAL_DEMO=1 (scripts/serve.sh, the test scripts) accepts them.
 */
import { env as readEnv } from '@/cms/env'

type Env = Record<string, string | undefined>

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i
const IPA_CODE = /^[a-z0-9_]{2,20}$/i

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
  return problems
}

/** Every problem, in Italian; empty outside production or with LOCAL_DEMO=1. */
export function demoValueProblems(env: Env = readEnv()): string[] {
  if (env.NODE_ENV !== 'production' || env.LOCAL_DEMO === '1') return []
  const site = siteUrlProblem(env.SITE_URL)
  return [...(site ? [site] : []), ...publisherProblems(env)]
}

export function demoValueRefusal(problems: string[]): string {
  return [
    'Avvio rifiutato: valori dimostrativi in produzione.',
    ...problems.map((p) => `- ${p}`),
    'Vedi docs/deploy.md, «Variabili d’ambiente» (per una demo locale: LOCAL_DEMO=1).',
  ].join('\n')
}
