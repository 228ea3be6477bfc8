import { logJson } from '@/ops/log'

/**
 * What a server process runs beside the requests (issue 37): the jobs queue with leases, the
 * graceful stop, the liveness watch, the sweep of transactions left open, and the channel that
 * tells every instance of a change. Called once by src/instrumentation.ts.
 */
export async function startInstanceServices(): Promise<void> {
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  const { startJobRunner, jobRunner } = await import('./job-runner')
  const { installGracefulStop, JOBS_GRACE_MS } = await import('@/ops/graceful-stop')
  const { watchEventLoop } = await import('@/ops/liveness')
  const { startTransactionSweeper } = await import('./transactions')
  const { listenForChanges } = await import('@/ops/revalidation-channel')
  await startJobRunner()
  installGracefulStop(async () => jobRunner()?.stop(JOBS_GRACE_MS))
  watchEventLoop()
  const payload = await getPayload({ config })
  startTransactionSweeper(payload)
  listenForChanges(payload)
  logJson('info', 'instance services started')
}
