import type { PayloadRequest } from 'payload'

/** Review emails one editor may set off in an hour: a busy morning's work, never a flood of every caporedattore's inbox. */
const REVIEW_MAILS_PER_HOUR = 10
const HOUR_MS = 60 * 60_000

/**
 * Whether the review row just recorded may still email: counted from the review rows themselves,
 * in the database, so every instance sees the same count and a restart resets nothing. Over the
 * limit the review stays recorded and in the caporedattori's queue; only the email is not sent.
 */
export async function reviewMailAllowed(req: PayloadRequest, authorId: number | string | null | undefined, now = Date.now()): Promise<boolean> {
  if (authorId == null) return false
  const { totalDocs } = await req.payload.count({
    collection: 'revisioni',
    where: { and: [{ autore: { equals: authorId } }, { azione: { equals: 'inviata' } }, { createdAt: { greater_than: new Date(now - HOUR_MS).toISOString() } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs <= REVIEW_MAILS_PER_HOUR
}
