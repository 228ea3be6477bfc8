import { secretProblem, secretRefusal } from './secrets'
import { env, isBuildPhase, isProduction } from '@/cms/env'

/** A production server never starts with a missing, short or public PAYLOAD_SECRET. */
export function refuseUnsafeSecret(): void {
  if (!isProduction() || isBuildPhase()) return
  const problem = secretProblem(env().PAYLOAD_SECRET)
  if (!problem) return
  console.error(secretRefusal(problem))
  process.exit(1)
}
