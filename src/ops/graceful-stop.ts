import { logJson } from './log'
import { closeConnectionsAfterTheirAnswer } from './node-server'

/** A stop never takes longer than this (systemd's TimeoutStopSec is 30 s: it would SIGKILL). */
const STOP_BOUND_MS = 25_000
/** How long jobs in flight get to end before they go back to the queue. */
export const JOBS_GRACE_MS = 10_000

type Listener = (signal: NodeJS.Signals) => void

/**
 * SIGTERM (systemd, a rolling restart): first this process's own work, then Next's stop.
 * `next start` stops accepting connections and ends when the requests in flight have been
 * answered (next/dist/server/lib/start-server.js, its SIGTERM listener), then exits: it would
 * exit before a job could go back to the queue, and it waits without limit for a request that
 * never ends (issue 37: an instance ignored SIGTERM for over a minute). So its listener runs
 * after `before` (the job runner's stop: no new claim, runs in flight end or go back), and
 * the process exits after STOP_BOUND_MS whatever is still pending.
 */
export function installGracefulStop(before: () => Promise<unknown>, boundMs = STOP_BOUND_MS): void {
  const others = process.listeners('SIGTERM') as Listener[]
  for (const listener of others) process.removeListener('SIGTERM', listener)
  let stopping = false
  process.on('SIGTERM', () => {
    if (stopping) return
    stopping = true
    const started = Date.now()
    logJson('info', 'stop requested', { signal: 'SIGTERM' })
    // Clients (nginx) reconnect to another instance instead of reusing this one's connections.
    closeConnectionsAfterTheirAnswer()
    setTimeout(() => {
      logJson('error', 'stop bound reached: exiting', { afterMs: Date.now() - started })
      process.exit(143)
    }, boundMs).unref()
    void before()
      .catch((error: unknown) => logJson('warn', 'stop: jobs not released', { error: String(error) }))
      .finally(() => {
        logJson('info', 'stop: jobs done, closing the server', { afterMs: Date.now() - started })
        if (!others.length) process.exit(143)
        for (const listener of others) listener('SIGTERM')
      })
  })
}
