import { logJson } from './log'
import { demoValueProblems, demoValueRefusal } from './production-config'
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

/** Nor with a local SITE_URL or the demo open-data publisher (src/ops/production-config.ts). */
export function refuseDemoValues(): void {
  if (!isProduction() || isBuildPhase()) return
  const problems = demoValueProblems()
  if (!problems.length) return
  logJson('error', demoValueRefusal(problems), { problems })
  process.exit(1)
}
