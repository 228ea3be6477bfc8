import { logJson } from '@/ops/log'
import { env, isBuildPhase } from './env'

/**
 * Payload's job runner (support requests to Salesforce, scheduled publishing) starts with the
 * process, not with the first request to /admin or /cms-api; jobs left "processing" by a killed
 * process go back to the queue at start, and every few seconds those stuck past the timeout.
 */
export async function startJobRunner(): Promise<void> {
  if (isBuildPhase() || env().JOBS_AUTORUN === '0') return
  const startedAt = Date.now()
  const [{ getPayload }, { default: config }, { releaseStuckJobs, stuckAfterMs }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('./jobs'),
  ])
  const payload = await getPayload({ config, cron: true })
  const sweep = () => releaseStuckJobs(payload).catch((error: unknown) => logJson('warn', 'stuck jobs sweep failed', { error: String(error) }))
  // Jobs cut off by the previous process go back to the queue now; then the regular sweep.
  await releaseStuckJobs(payload, Date.now(), startedAt).catch((error: unknown) => logJson('warn', 'stuck jobs sweep failed', { error: String(error) }))
  setInterval(sweep, Math.min(15_000, stuckAfterMs())).unref()
}
