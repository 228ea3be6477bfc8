import { clientAddress } from './client-address'
import { MESSAGES, reject } from './json'
import { env } from '@/cms/env'

export interface RateRule {
  /** Requests allowed per window and address. */
  limit: number
  windowMs: number
}

const buckets = new Map<string, number[]>()
const MAX_KEYS = 50_000

/**
 * Sliding-window limit per address and endpoint, in this process's memory. With several
 * instances each keeps its own count, so the effective limit is at most instances × limit:
 * a flood guard, not an accounting tool.
 */
export function hit(key: string, rule: RateRule, now = Date.now()): { allowed: boolean; retryAfterS: number } {
  const since = now - rule.windowMs
  const times = (buckets.get(key) ?? []).filter((t) => t > since)
  if (times.length >= rule.limit) {
    buckets.set(key, times)
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil((times[0] + rule.windowMs - now) / 1000)) }
  }
  times.push(now)
  if (!buckets.has(key) && buckets.size >= MAX_KEYS) buckets.delete(buckets.keys().next().value as string)
  buckets.set(key, times)
  return { allowed: true, retryAfterS: 0 }
}

/** A 429 Response when the address is over the endpoint's limit, otherwise null. */
export function rateLimited(endpoint: string, headers: Headers, rule: RateRule): Response | null {
  const { allowed, retryAfterS } = hit(`${endpoint}|${clientAddress(headers)}`, rule)
  return allowed ? null : reject(429, MESSAGES.rateLimited, { 'Retry-After': String(retryAfterS) })
}

/** Tests and the hostile-corpus run raise limits through this variable (never in production). */
export function ruleFromEnv(rule: RateRule): RateRule {
  const factor = Number(env().FORMS_RATE_LIMIT_FACTOR ?? '1')
  return Number.isFinite(factor) && factor > 0 ? { ...rule, limit: Math.ceil(rule.limit * factor) } : rule
}

export function resetRateLimits(): void {
  buckets.clear()
}
