import { secretProblem, secretRefusal } from './secrets'

const isBuild = () => process.env.NEXT_PHASE === 'phase-production-build'

/** A production server never starts with a missing, short or public PAYLOAD_SECRET. */
export function refuseUnsafeSecret(): void {
  if (process.env.NODE_ENV !== 'production' || isBuild()) return
  const problem = secretProblem(process.env.PAYLOAD_SECRET)
  if (!problem) return
  console.error(secretRefusal(problem))
  process.exit(1)
}
