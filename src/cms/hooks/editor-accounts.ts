import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { env as readEnv, type Env } from '@/cms/env'

const MIN_PASSWORD_LENGTH = 12
/** The demo editor's development password (`next dev`, unit tests): public, so refused in production. */
export const DEMO_PASSWORD = 'Redazione-2026'
export const PASSWORD_MESSAGES = {
  short: `La password deve avere almeno ${MIN_PASSWORD_LENGTH} caratteri.`,
  demo: 'Questa password è pubblica (account dimostrativo): scegline un’altra.',
} as const

/** Why a new password is refused, or null. The demo password only when the seed sets it. */
export function passwordProblem(password: string, seeding: boolean, env: Env = readEnv()): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.short
  if (password === DEMO_PASSWORD && env.NODE_ENV === 'production' && !seeding) return PASSWORD_MESSAGES.demo
  return null
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
  if (operation === 'login' && typeof data?.email === 'string') {
    const { totalDocs } = await req.payload.count({ collection: 'users', where: { email: { equals: data.email.toLowerCase() } }, overrideAccess: true, req })
    if (totalDocs === 0) await pbkdf2Async(String(data.password ?? ''), randomBytes(32), 600_000, 32, 'sha256')
  }
  return args
}
