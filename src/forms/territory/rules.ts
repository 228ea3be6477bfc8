import type { RateRule } from '../shared/rate-limit'

/** Per address: a person writes to the territory team a few times an hour at most. */
export const TERRITORY_RULE: RateRule = { limit: 10, windowMs: 15 * 60 * 1000 }
