import { z } from '@/forms/shared/zod'

import { COMMENT_MAX } from './limits'

/** Ids of routed documents: positive integers (SQLite, PostgreSQL) or short opaque strings. */
const INVALID_PAGE = { error: 'La pagina indicata non è valida.' }
const pageId = z.union(
  [
    z.number(INVALID_PAGE).int(INVALID_PAGE).positive(INVALID_PAGE).max(Number.MAX_SAFE_INTEGER, INVALID_PAGE),
    z.string(INVALID_PAGE).trim().regex(/^[A-Za-z0-9_-]{1,64}$/, INVALID_PAGE),
  ],
  INVALID_PAGE,
)

export const feedbackSchema = z.strictObject(
  {
    utile: z.boolean({ error: 'Indica se la pagina ti è stata utile.' }),
    commento: z
      .string({ error: 'Il commento non è valido.' })
      .trim()
      .max(COMMENT_MAX, { error: `Il commento può avere al massimo ${COMMENT_MAX} caratteri.` })
      .optional(),
    link: pageId.transform(String),
  },
  { error: 'La richiesta contiene campi non previsti.' },
)

export type FeedbackRequest = z.output<typeof feedbackSchema>

/** POST /api/feedback/token takes an empty JSON object. */
export const tokenRequestSchema = z.strictObject({}, { error: 'La richiesta del token non deve contenere dati.' })
