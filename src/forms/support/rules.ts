import type { RateRule } from '../shared/rate-limit'

export const SUPPORT_RULE: RateRule = { limit: 10, windowMs: 15 * 60 * 1000 }
