/**
 * The details of /api/health are for amministratori and monitoring only (issue 28, finding 6):
 * the tests read them as monitoring does, with HEALTH_TOKEN (set by scripts/test.sh and e2e-local.sh).
 */
export const HEALTH_TOKEN = process.env.HEALTH_TOKEN ?? 'token-di-monitoraggio-dei-test'
export const MONITORING = { Authorization: `Bearer ${HEALTH_TOKEN}` }
