import { hkdfSync } from 'node:crypto'
import { env as readEnv, isBuildPhase, type Env } from '@/cms/env'

/**
 * PAYLOAD_SECRET is the one master secret; nothing signs with it directly. Each use gets its
 * own key derived with HKDF-SHA256, so a key leaked by one use (or guessed for one purpose)
 * says nothing about the others. Pure module: the e2e helpers import it too.
 */
export const DEVELOPMENT_SECRET = 'sviluppo-locale-non-usare-in-produzione'
const MIN_SECRET_LENGTH = 32
/** `next build` renders pages but signs nothing: it may run without the real secret. */
const BUILD_PLACEHOLDER = 'segnaposto-della-build-non-firma-nulla-in-esercizio'

export type KeyPurpose = 'payload' | 'captcha' | 'feedback' | 'newsletter' | 'revalidate'

/** Why a secret is not fit for production, or null. */
export function secretProblem(secret: string | undefined): string | null {
  if (!secret) return 'PAYLOAD_SECRET non è impostata'
  if (secret === DEVELOPMENT_SECRET) return 'PAYLOAD_SECRET è il valore di sviluppo, pubblico'
  if (secret.length < MIN_SECRET_LENGTH) return `PAYLOAD_SECRET è troppo corta (${secret.length} caratteri, ne servono almeno ${MIN_SECRET_LENGTH})`
  return null
}

export function secretRefusal(problem: string): string {
  return `Avvio rifiutato: ${problem}. In produzione serve un segreto casuale di almeno ${MIN_SECRET_LENGTH} caratteri, per esempio: PAYLOAD_SECRET=$(openssl rand -base64 48). Vedi docs/deploy.md («Segreti»).`
}

/** The master secret: checked in production (server and CLI), a fixed value in development. */
export function masterSecret(env: Env = readEnv()): string {
  const secret = env.PAYLOAD_SECRET
  if (env.NODE_ENV !== 'production') return secret || DEVELOPMENT_SECRET
  const problem = secretProblem(secret)
  if (!problem) return secret as string
  if (isBuildPhase(env)) return BUILD_PLACEHOLDER
  throw new Error(secretRefusal(problem))
}

/** The key of one purpose (32 bytes, hex), derived from the given master secret. */
export function derivedKey(purpose: KeyPurpose, secret: string = masterSecret()): string {
  return Buffer.from(hkdfSync('sha256', secret, 'sito-pa-digitale', `chiave:${purpose}`, 32)).toString('hex')
}

/**
 * Secrets accepted while verifying long-lived tokens (newsletter links in emails): the current
 * one, then PAYLOAD_SECRET_PREVIOUS during a rotation.
 */
export function verifyingSecrets(env: Env = readEnv()): string[] {
  const previous = env.PAYLOAD_SECRET_PREVIOUS
  return previous && !secretProblem(previous) ? [masterSecret(env), previous] : [masterSecret(env)]
}
