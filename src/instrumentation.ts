/** Runs once when a server process starts (not during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { warmSearch } = await import('@/integrations/search/warm')
  void warmSearch()
}
