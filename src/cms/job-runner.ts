import { logJson } from '@/ops/log'
import { env, isBuildPhase } from './env'

/**
 * Payload's job runner (support requests to Salesforce, scheduled publishing) starts with the
 * process, not with the first request to /admin or /cms-api; every few seconds, jobs left
 * "processing" by a killed process go back to the queue.
 */
export async function startJobRunner(): Promise<void> {
  if (isBuildPhase() || env().JOBS_AUTORUN === '0') return
  const [{ getPayload }, { default: config }, { releaseStuckJobs, stuckAfterMs }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('./jobs'),
  ])
  const payload = await getPayload({ config, cron: true })
  const sweep = () => releaseStuckJobs(payload).catch((error: unknown) => logJson('warn', 'stuck jobs sweep failed', { error: String(error) }))
  void sweep()
  setInterval(sweep, Math.min(15_000, stuckAfterMs())).unref()
}
