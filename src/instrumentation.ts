/** Start-up of every server process (Node.js runtime): keep this a short list of calls. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseUnsafeSecret } = await import('./ops/startup')
  const { guardNodeServer } = await import('./ops/node-server')
  refuseUnsafeSecret()
  guardNodeServer()
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startJobRunner } = await import('./cms/job-runner')
  const { warmSearch } = await import('@/integrations/search/warm')
  const { registerMissingCheck } = await import('./ops/http/missing-page')
  const { isMissing } = await import('./content/missing')
  const { isProgrammePage } = await import('./app/(site)/_templates/programme/exists')
  registerMissingCheck(async (segments) => !(await isProgrammePage(segments)) && isMissing(segments))
  await startJobRunner()
  void warmSearch()
}
