import type { Payload } from 'payload'
import { logJson } from '@/ops/log'
import { env, isBuildPhase } from './env'
import { claimDueJobs, HEARTBEAT_MS, instanceId, releaseOwnJobs, renewLeases } from './job-lease'

/** How often the queue is polled, how many jobs one instance runs at once, how often abandoned jobs are looked for. */
const POLL_MS = 3_000
const LIMIT = 10
const SWEEP_MS = 15_000

/**
 * The jobs queue (support requests to Salesforce, scheduled publishing, the open data sync) runs
 * with the process, not with the first request to /admin or /cms-api. Each due job is claimed for
 * this instance with a lease (src/cms/job-lease.ts) renewed while it runs, then run by Payload's
 * runner (`runByID`). Jobs whose owner is gone go back to the queue: at start those of this
 * instance's previous life, at once; on a timer those whose lease has expired.
 */
export class JobRunner {
  private readonly running = new Map<number | string, Promise<void>>()
  private readonly timers: NodeJS.Timeout[] = []
  private polling = false
  private stopped = false

  constructor(private readonly payload: Payload) {}

  async start(): Promise<void> {
    await this.sweep(true)
    const every = (ms: number, task: () => Promise<unknown>) => this.timers.push(setInterval(() => void task(), ms).unref())
    every(POLL_MS, () => this.poll())
    every(HEARTBEAT_MS, () => this.heartbeat())
    every(SWEEP_MS, () => this.sweep(false))
  }

  /** Claims what this instance has room for and runs it; one poll at a time. */
  async poll(): Promise<number> {
    if (this.polling || this.stopped || this.running.size >= LIMIT) return 0
    this.polling = true
    try {
      const ids = await claimDueJobs(this.payload, LIMIT - this.running.size)
      for (const id of ids) {
        const run = this.payload.jobs
          .runByID({ id, overrideAccess: true })
          .then(() => undefined, (error: unknown) => logJson('error', 'job run failed', { job: id, error: String(error) }))
          .finally(() => this.running.delete(id))
        this.running.set(id, run)
      }
      return ids.length
    } catch (error) {
      logJson('warn', 'jobs poll failed', { error: String(error) })
      return 0
    } finally {
      this.polling = false
    }
  }

  private async heartbeat(): Promise<void> {
    if (!this.running.size) return
    try {
      const held = new Set((await renewLeases(this.payload)).map(String))
      const lost = [...this.running.keys()].filter((id) => !held.has(String(id)))
      // A job no longer ours: finished a moment ago, or requeued while this process was stalled.
      if (lost.length) logJson('warn', 'job lease not renewed', { jobs: lost, instance: instanceId() })
    } catch (error) {
      logJson('warn', 'job lease renewal failed', { error: String(error) })
    }
  }

  private async sweep(atStart: boolean): Promise<void> {
    const { releaseStuckJobs } = await import('./jobs')
    await releaseStuckJobs(this.payload, Date.now(), atStart).catch((error: unknown) => logJson('warn', 'stuck jobs sweep failed', { error: String(error) }))
  }

  /** A graceful stop: no new claim, the runs in flight get `graceMs` to end, then what is left goes back to the queue. */
  async stop(graceMs: number): Promise<(number | string)[]> {
    this.stopped = true
    for (const timer of this.timers) clearInterval(timer)
    const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref())
    await Promise.race([Promise.allSettled(this.running.values()), grace])
    return releaseOwnJobs(this.payload)
  }
}

const KEY = Symbol.for('sito.jobs.runner')
const root = globalThis as typeof globalThis & { [KEY]?: JobRunner }

/** The runner of this process, if it runs jobs (JOBS_AUTORUN=0: not). */
export const jobRunner = (): JobRunner | undefined => root[KEY]

export async function startJobRunner(): Promise<void> {
  if (isBuildPhase() || env().JOBS_AUTORUN === '0' || root[KEY]) return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  const payload = await getPayload({ config, cron: true })
  root[KEY] = new JobRunner(payload)
  await root[KEY].start()
}
