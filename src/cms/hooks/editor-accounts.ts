import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as italian from '@zxcvbn-ts/language-it'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { env as readEnv, type Env } from '@/cms/env'

const MIN_PASSWORD_LENGTH = 12
/** The demo editor's development password (`next dev`, unit tests): public, so refused in production. */
export const DEMO_PASSWORD = 'Redazione-2026'
export const PASSWORD_MESSAGES = {
  short: `La password deve avere almeno ${MIN_PASSWORD_LENGTH} caratteri.`,
  demo: 'Questa password è pubblica (account dimostrativo): scegline un’altra.',
  blank: 'La password non può essere fatta solo di spazi.',
  weak: 'Questa password è facile da indovinare (parole o password comuni, sequenze, ripetizioni): scegline una meno prevedibile, per esempio una frase di più parole.',
} as const

/**
 * zxcvbn-ts with its common-password list (about 30,000 leaked passwords, diceware words, keyboard
 * patterns) and the Italian dictionary: score 3 ("safely unguessable", at least 10^8 guesses) or more.
 */
const MIN_SCORE = 3
let estimator: ZxcvbnFactory | undefined
function strength(password: string): number {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...italian.dictionary }, graphs: common.adjacencyGraphs, translations: italian.translations })
  return estimator.check(password).score
}

/** Why a new password is refused, or null: short, blank, guessable; the demo password only when the seed sets it. */
export function passwordProblem(password: string, seeding: boolean, env: Env = readEnv()): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.short
  if (!password.trim()) return PASSWORD_MESSAGES.blank
  // The seed's demo password is public anyway: refused outright in production, allowed to the seed.
  if (seeding) return null
  if (password === DEMO_PASSWORD && env.NODE_ENV === 'production') return PASSWORD_MESSAGES.demo
  return strength(password) >= MIN_SCORE ? null : PASSWORD_MESSAGES.weak
}

const pbkdf2Async = promisify(pbkdf2)

/**
 * Editors' accounts: password rules on create, update and reset; a login for an unknown address
 * does the same hashing work as a known one (Payload answers it at once otherwise: a timing
 * oracle for which addresses are editors).
 */
export const editorAccountRules: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  if ((operation === 'create' || operation === 'update' || operation === 'resetPassword') && typeof data?.password === 'string') {
    const problem = passwordProblem(data.password, req.context?.seed === true)
    // Public: the message itself reaches the editor (a ValidationError's details do not in production).
    if (problem) throw new APIError(problem, 400, null, true)
  }
  if (operation === 'login') await sameWorkAsARealAccount(req, data)
  return args
}

/**
 * Payload hashes only for an existing account with a password given: an unknown address, one
 * Payload finds only after trimming, a blank or missing password, a non-string email are all
 * hashed here instead (Payload's own sanitising: lower case, trimmed), so each answer takes as long.
 */
async function sameWorkAsARealAccount(req: Parameters<CollectionBeforeOperationHook>[0]['req'], data: { email?: unknown; password?: unknown } | undefined) {
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  const payloadHashes = email !== '' && password.trim() !== '' && (await req.payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, req })).totalDocs > 0
  if (!payloadHashes) await pbkdf2Async(password, randomBytes(32), 600_000, 32, 'sha256')
}
