import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * What /api/health/live checks: the instance can serve. Not the database (an outage must not
 * restart instances: readiness says that), but this process: an event loop that has been stalled
 * (mean delay over the last window above a second) or a connection pool with no connection to
 * give within POOL_WAIT_MS (every connection held, e.g. by transactions left open).
 */
const WINDOW_MS = 10_000
const MAX_MEAN_DELAY_MS = 1_000
const POOL_WAIT_MS = 5_000

type Window = { meanMs: number; maxMs: number }
const KEY = Symbol.for('sito.liveness')
const root = globalThis as typeof globalThis & { [KEY]?: { last: Window } }

/** Starts measuring the event loop's delay (once per process). */
export function watchEventLoop(): void {
  if (root[KEY]) return
  const state = { last: { meanMs: 0, maxMs: 0 } }
  root[KEY] = state
  const histogram = monitorEventLoopDelay({ resolution: 20 })
  histogram.enable()
  setInterval(() => {
    state.last = { meanMs: histogram.mean / 1e6, maxMs: histogram.max / 1e6 }
    histogram.reset()
  }, WINDOW_MS).unref()
}

export function eventLoopProblem(): string | null {
  const last = root[KEY]?.last
  if (!last || last.meanMs <= MAX_MEAN_DELAY_MS) return null
  return `ciclo degli eventi bloccato (ritardo medio ${Math.round(last.meanMs)} ms)`
}

type Pool = { connect: () => Promise<{ release: () => void }>; totalCount: number; idleCount: number; waitingCount: number }

/**
 * A connection within POOL_WAIT_MS, given back at once. A refused connection (the database down)
 * is not this instance's fault: alive. Only a pool that keeps every connection busy is not.
 */
export async function poolProblem(pool: Pool | undefined, waitMs = POOL_WAIT_MS): Promise<string | null> {
  if (!pool) return null
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), waitMs)))
  const acquired = pool.connect().then(
    (client) => client,
    () => null,
  )
  const first = await Promise.race([acquired, timedOut])
  clearTimeout(timer)
  if (first === 'timeout') {
    void acquired.then((client) => client?.release())
    return `nessuna connessione libera al database in ${waitMs / 1000} s (${pool.totalCount} in uso, ${pool.waitingCount} in attesa)`
  }
  first?.release()
  return null
}
