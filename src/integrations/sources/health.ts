import { cms } from '@/content/cms'
import { registerHealthCheck } from '@/ops/health'
import { failingStates } from './state'

/** Degraded while a chart source or the avvisi source fails (each keeps serving its last good data). */
registerHealthCheck('fonti', async () => {
  const failing = await failingStates(await cms())
  return { ok: failing.length === 0, failing: failing.map((s) => ({ key: s.key, label: s.label, error: s.error, checkedAt: s.checkedAt })) }
})
