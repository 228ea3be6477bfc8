import type { RateRule } from './rate-limit'

const MINUTE = 60 * 1000

/** Requests per address and window for this endpoints (raised in tests by FORMS_RATE_LIMIT_FACTOR). */
export const RATE_RULES = {
  newsletter: { limit: 5, windowMs: 10 * MINUTE },
  feedbackToken: { limit: 30, windowMs: 10 * MINUTE },
  feedbackSubmit: { limit: 10, windowMs: 10 * MINUTE },
} satisfies Record<string, RateRule>
