import type { RateRule } from '@/ops/http/rate-limit'

const MINUTE = 60 * 1000

/** Requests per address and window for the forms' endpoints (raised in tests by FORMS_RATE_LIMIT_FACTOR). */
export const RATE_RULES = {
  newsletter: { limit: 5, windowMs: 10 * MINUTE },
  feedbackToken: { limit: 30, windowMs: 10 * MINUTE },
  feedbackSubmit: { limit: 10, windowMs: 10 * MINUTE },
  // A person writes to the support or territory team a few times an hour at most.
  support: { limit: 10, windowMs: 15 * MINUTE },
  territory: { limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>
