/**
 * Checks reported by GET /api/health beside the database. Services register themselves
 * (the search index: src/integrations/search/health.ts, imported by the route);
 * a check that throws or answers ok: false makes the status "degraded" (still 200: the
 * instance serves pages), while an unreachable database makes it 503.
 */
export type HealthResult = { ok: boolean } & Record<string, unknown>
export type HealthCheck = () => Promise<HealthResult> | HealthResult

const checks = new Map<string, HealthCheck>()

export function registerHealthCheck(name: string, check: HealthCheck): void {
  checks.set(name, check)
}

export async function runHealthChecks(timeoutMs = 2000): Promise<Record<string, HealthResult>> {
  const entries = await Promise.all(
    [...checks].map(async ([name, check]): Promise<[string, HealthResult]> => {
      try {
        const timeout = new Promise<HealthResult>((resolve) =>
          setTimeout(() => resolve({ ok: false, error: 'tempo scaduto' }), timeoutMs).unref?.(),
        )
        return [name, await Promise.race([Promise.resolve(check()), timeout])]
      } catch (error) {
        return [name, { ok: false, error: error instanceof Error ? error.message : String(error) }]
      }
    }),
  )
  return Object.fromEntries(entries)
}
