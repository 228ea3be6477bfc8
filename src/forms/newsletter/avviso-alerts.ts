import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'
import { siteUrl } from '@/cms/env'
import { formatLongDate } from '@/content/dates'
import { avvisoPath } from '@/content/paths'
import { slugify } from '@/content/slugify'
import { avvisoAlertMail } from '@/integrations/mail/templates'
import type { Announcement } from '@/payload-types'
import { acceptsApplications, avvisoStatus } from '@/programme/status'
import { oneClickUnsubscribeUrl, unsubscribeLink } from './links'

const DAY_MS = 86_400_000
/** An avviso opened longer ago than this is no news: saving an old one alerts nobody. */
const ALERT_WINDOW_DAYS = 14
const PAGE = 200

/** Open now, by the programme's one rule (Aperto or In scadenza). */
function openNow(a: Pick<Announcement, 'status' | 'startDate' | 'endDate'>, now: Date): boolean {
  return acceptsApplications(avvisoStatus(a, now))
}

const recent = (a: Pick<Announcement, 'startDate'>, now: Date) => Date.parse(a.startDate) > now.getTime() - ALERT_WINDOW_DAYS * DAY_MS

/**
 * Emails the confirmed subscribers who asked for the avvisi of one of its beneficiary types, once
 * each (a once-key per avviso and subscriber, unique across instances). A send that fails for a
 * transient reason gives the key back, for the job's next attempt.
 */
async function alertOpenedAvviso(payload: Payload, avvisoId: number | string, now = new Date()): Promise<number> {
  const a = (await payload.findByID({ collection: 'announcements', id: avvisoId, depth: 1, overrideAccess: true, disableErrors: true, draft: false })) as Announcement | null
  if (!a || a._status === 'draft' || !openNow(a, now) || !recent(a, now)) return 0
  const types = (a.beneficiari ?? []).map((b) => slugify(b)).filter(Boolean)
  if (!types.length) return 0
  let sent = 0
  for (let page = 1; ; page++) {
    const subs = await payload.find({
      collection: 'newsletterSubscriptions',
      where: { and: [{ status: { equals: 'confirmed' } }, { avvisiPer: { in: types } }] },
      sort: 'id',
      page,
      limit: PAGE,
      depth: 0,
      overrideAccess: true,
      select: { email: true },
    })
    for (const sub of subs.docs) if (await alertOne(payload, a, sub)) sent++
    if (!subs.hasNextPage) return sent
  }
}

async function alertOne(payload: Payload, a: Announcement, sub: { id: number; email: string }): Promise<boolean> {
  const key = `avviso-aperto:${a.id}:${sub.id}`
  try {
    await payload.create({ collection: 'onceKeys', data: { key, expiresAt: new Date(Date.now() + 365 * DAY_MS).toISOString() }, overrideAccess: true, depth: 0 })
  } catch {
    return false
  }
  const mail = avvisoAlertMail({
    name: a.name,
    url: `${siteUrl()}${avvisoPath(a.name)}`,
    deadline: a.endDate ? formatLongDate(a.endDate) : null,
    description: a.descrizione ?? null,
    unsubscribeUrl: unsubscribeLink(sub.id),
  })
  try {
    await payload.sendEmail({
      to: sub.email,
      ...mail,
      headers: { 'List-Unsubscribe': `<${oneClickUnsubscribeUrl(sub.id)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
    return true
  } catch (error) {
    const code = (error as { responseCode?: number }).responseCode
    if (typeof code === 'number' && code >= 500) return false
    await payload.delete({ collection: 'onceKeys', where: { key: { equals: key } }, overrideAccess: true })
    throw error
  }
}

export const alertOpenedAvvisoTask: TaskConfig<'alertOpenedAvviso'> = {
  slug: 'alertOpenedAvviso',
  label: 'Email agli iscritti: si è aperto un avviso',
  inputSchema: [{ name: 'avvisoId', type: 'text', required: true }],
  outputSchema: [{ name: 'inviate', type: 'number' }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => ({ output: { inviate: await alertOpenedAvviso(req.payload, input.avvisoId) } }),
}

/**
 * On every save of a published avviso that opens (or opened lately): a job, waiting until its
 * opening, that alerts the subscribers. Saved again, it queues again: the once-keys keep one email each.
 */
export const queueAvvisoAlert: CollectionAfterChangeHook<Announcement> = async ({ doc, req }) => {
  if (doc._status === 'draft' || doc.status !== 'PUBBLICATO') return doc
  const now = new Date()
  const start = Date.parse(doc.startDate)
  if (Number.isNaN(start) || !recent(doc, now)) return doc
  await req.payload.jobs.queue({ task: 'alertOpenedAvviso', input: { avvisoId: String(doc.id) }, ...(start > now.getTime() ? { waitUntil: new Date(start) } : {}), req })
  return doc
}
