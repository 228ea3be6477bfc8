/** Start-up of every server process (Node.js runtime): keep this a short list of calls. */
export async function register(): Promise<void> {
  // Read literally: Next replaces it at build time to leave the Node-only code out of other runtimes.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { refuseDemoValues, refuseUnsafeSecret } = await import('./ops/startup')
  const { guardNodeServer } = await import('./ops/node-server')
  refuseUnsafeSecret()
  refuseDemoValues()
  guardNodeServer()
  if ((await import('./cms/env')).isBuildPhase()) return
  const { migrateAndExitIfAsked } = await import('./cms/migrate')
  await migrateAndExitIfAsked()
  const { refuseStaleSchema } = await import('./cms/migration-state')
  await refuseStaleSchema()
  const { warmSearch } = await import('@/integrations/search/warm')
  const { registerMissingCheck } = await import('./ops/http/missing-page')
  const { isMissing } = await import('./content/missing')
  const { isProgrammePage } = await import('./app/(site)/_templates/programme/exists')
  registerMissingCheck(async (segments) => !(await isProgrammePage(segments)) && isMissing(segments))
  const { startInstanceServices } = await import('./cms/instance-services')
  await startInstanceServices()
  void warmSearch()
}
