import { text } from '@/forms/shared/text'
import { z } from '@/forms/shared/zod'
import { COMMENT_MAX } from './limits'
import { isRated, type PageLink, RATED_COLLECTIONS } from './page-link'

/**
 * The rated page: `collection:id` (what the widget sends), or the spec's bare id, positive
 * integer (SQLite, PostgreSQL) or short opaque string, whose collection the server works out.
 */
const INVALID_PAGE = { error: 'La pagina indicata non è valida.' }
const LINK = new RegExp(`^(?:(${RATED_COLLECTIONS.join('|')}):)?([A-Za-z0-9_-]{1,64})$`)
const pageLink = z.union(
  [
    z
      .number(INVALID_PAGE)
      .int(INVALID_PAGE)
      .positive(INVALID_PAGE)
      .max(Number.MAX_SAFE_INTEGER, INVALID_PAGE)
      .transform((id): PageLink => ({ collection: null, id: String(id) })),
    z
      .string(INVALID_PAGE)
      .trim()
      .regex(LINK, INVALID_PAGE)
      .transform((value): PageLink => {
        const [, collection, id] = LINK.exec(value)!
        return { collection: collection && isRated(collection) ? collection : null, id: id! }
      }),
  ],
  INVALID_PAGE,
)

export const feedbackSchema = z.strictObject(
  {
    utile: z.boolean({ error: 'Indica se la pagina ti è stata utile.' }),
    commento: text({
      max: COMMENT_MAX,
      multiline: true,
      invalid: 'Il commento non è valido.',
      tooLong: `Il commento può avere al massimo ${COMMENT_MAX} caratteri.`,
      control: 'Il commento contiene caratteri non ammessi (caratteri di controllo invisibili).',
    }).optional(),
    link: pageLink,
  },
  { error: 'La richiesta contiene campi non previsti.' },
)

export type FeedbackRequest = z.output<typeof feedbackSchema>

/** POST /api/feedback/token takes an empty JSON object. */
export const tokenRequestSchema = z.strictObject({}, { error: 'La richiesta del token non deve contenere dati.' })
