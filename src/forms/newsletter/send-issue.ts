import type { Payload } from 'payload'
import { siteUrl } from '@/cms/env'
import { logJson } from '@/ops/log'
import { newsletterIssueMail, type IssueContent } from '@/integrations/mail/templates'
import type { NewsletterDelivery } from '@/payload-types'
import { issueContent } from './issue'
import type { DeliveryStatus } from './issue-fields'
import { oneClickUnsubscribeUrl, unsubscribeLink } from './links'

const DELIVERIES = 'newsletterDeliveries'
const PAGE = 200
/** Deliveries read and sent between two heartbeats of the job (each one is sent, then recorded, one at a time). */
const SEND_BATCH = 50

const relId = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number | string }).id : (value as number | string))

/** The same Message-ID on every attempt: a receiver that sees a message twice (after a crash) can tell. */
function messageIdFor(issueId: number | string, subscriptionId: number | string): string {
  return `<newsletter-${issueId}-${subscriptionId}@${new URL(siteUrl()).hostname}>`
}

/**
 * One delivery row per confirmed subscriber (unique key issue:subscription). Run again after a
 * crash it adds only the missing rows; someone confirming meanwhile is added, someone who left is not.
 */
async function prepareDeliveries(payload: Payload, issueId: number | string): Promise<number> {
  let created = 0
  for (let page = 1; ; page++) {
    const subs = await payload.find({ collection: 'newsletterSubscriptions', where: { status: { equals: 'confirmed' } }, sort: 'id', page, limit: PAGE, depth: 0, overrideAccess: true, select: { email: true } })
    const keys = subs.docs.map((s) => `${issueId}:${s.id}`)
    const existing = await payload.find({ collection: DELIVERIES, where: { key: { in: keys } }, limit: PAGE, depth: 0, overrideAccess: true, pagination: false, select: { key: true } })
    const have = new Set(existing.docs.map((d) => d.key))
    for (const s of subs.docs) {
      if (have.has(`${issueId}:${s.id}`)) continue
      await payload.create({ collection: DELIVERIES, data: { key: `${issueId}:${s.id}`, issue: Number(issueId), subscription: s.id, email: s.email, status: 'in-attesa' }, overrideAccess: true, depth: 0 })
      created++
    }
    if (!subs.hasNextPage) return created
  }
}

/** 5xx from the receiving server: this address refuses mail; anything else (timeouts, 4xx, connection) is worth retrying later. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500
}

async function record(payload: Payload, id: number | string, status: DeliveryStatus, data: Partial<NewsletterDelivery> = {}) {
  await payload.update({ collection: DELIVERIES, id, data: { status, ...data }, overrideAccess: true, depth: 0 })
}

async function deliver(payload: Payload, issueId: number | string, content: IssueContent, row: NewsletterDelivery, active: boolean) {
  const subscriptionId = relId(row.subscription)
  if (!active) return record(payload, row.id, 'saltata')
  const messageId = messageIdFor(issueId, subscriptionId)
  // Marked before the SMTP transaction: a row still «in invio» after a crash is the one message
  // whose fate is unknown; it is sent again with the same Message-ID.
  await record(payload, row.id, 'in-invio', { attempts: (row.attempts ?? 0) + 1, messageId })
  try {
    await payload.sendEmail({
      to: row.email,
      ...newsletterIssueMail(content, { unsubscribeUrl: unsubscribeLink(subscriptionId) }),
      messageId,
      headers: { 'List-Unsubscribe': `<${oneClickUnsubscribeUrl(subscriptionId)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : 'errore sconosciuto'
    if (!isPermanent(error)) {
      await record(payload, row.id, 'in-attesa', { error: message })
      throw new Error(`Server di posta non disponibile: ${message}`)
    }
    // Refused for good: recorded, and the address gets nothing more until it subscribes again.
    await record(payload, row.id, 'non-consegnata', { error: message })
    await payload.update({ collection: 'newsletterSubscriptions', id: subscriptionId, data: { status: 'suppressed', sendError: message }, overrideAccess: true, depth: 0 })
    return
  }
  await record(payload, row.id, 'inviata', { sentAt: new Date().toISOString(), error: null })
}

export type SendReport = { inviate: number; nonConsegnate: number; saltate: number }

async function countByStatus(payload: Payload, issueId: number | string, status: DeliveryStatus) {
  return (await payload.count({ collection: DELIVERIES, where: { and: [{ issue: { equals: issueId } }, { status: { equals: status } }] }, overrideAccess: true })).totalDocs
}

/**
 * Sends an issue to every confirmed subscriber, in batches, resuming where a previous run stopped:
 * rows already «inviata» are never sent again. `heartbeat` runs between batches (the job marks
 * itself alive so no other instance takes it over). A transient SMTP failure stops the run with an
 * error: the job retries later from the first row not sent.
 */
export async function sendIssue(payload: Payload, issueId: number | string, heartbeat: () => Promise<void> = async () => {}): Promise<SendReport> {
  const content = await issueContent(payload, issueId)
  if (!content) throw new Error(`Numero della newsletter ${issueId} non trovato`)
  await payload.update({ collection: 'newsletterIssues', id: issueId, data: { status: 'in-invio' }, overrideAccess: true, depth: 0 })
  await prepareDeliveries(payload, issueId)
  for (;;) {
    const { docs } = await payload.find({
      collection: DELIVERIES,
      where: { and: [{ issue: { equals: issueId } }, { status: { in: ['in-attesa', 'in-invio'] } }] },
      sort: 'id',
      limit: SEND_BATCH,
      depth: 0,
      overrideAccess: true,
    })
    if (!docs.length) break
    const subs = await payload.find({ collection: 'newsletterSubscriptions', where: { id: { in: docs.map((d) => relId(d.subscription)) } }, limit: SEND_BATCH, depth: 0, overrideAccess: true, pagination: false, select: { status: true } })
    const active = new Set(subs.docs.filter((s) => s.status === 'confirmed').map((s) => String(s.id)))
    for (const row of docs) await deliver(payload, issueId, content, row, active.has(String(relId(row.subscription))))
    await heartbeat()
  }
  const report = { inviate: await countByStatus(payload, issueId, 'inviata'), nonConsegnate: await countByStatus(payload, issueId, 'non-consegnata'), saltate: await countByStatus(payload, issueId, 'saltata') }
  await payload.update({ collection: 'newsletterIssues', id: issueId, data: { status: 'inviata', sentAt: new Date().toISOString(), ...report }, overrideAccess: true, depth: 0 })
  logJson('info', 'Newsletter inviata', { scope: 'newsletter', issue: issueId, ...report })
  return report
}
