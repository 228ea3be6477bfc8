import type { Payload } from 'payload'
import { alreadySubscribedMail, confirmationMail } from '@/integrations/mail/templates'
import type { NewsletterSubscription } from '@/payload-types'
import { hit } from '@/ops/http/rate-limit'
import { mailSettings } from '@/integrations/mail/adapter'
import { CONFIRM_VALID_DAYS, confirmLink, unsubscribeLink } from './links'
import type { NewsletterRequest } from './schema'
import { payloadReplayStore } from '@/integrations/captcha/replay-store'

/**
 * message is the spec's success text, or what went wrong; detail tells what happens next.
 * «Iscrizione completata!» only when the confirmation email has gone out (or went out
 * before): a request stored whose email could not be sent is answered 503, in its own words.
 */
export type Outcome = { status: number; message: string; detail?: string }

const SUBSCRIBED_MESSAGE = 'Iscrizione completata!'
const CHECK_INBOX =
  'Ti abbiamo inviato un’email di conferma: l’iscrizione è attiva solo dopo che avrai aperto il collegamento che contiene. Se non la trovi, controlla la posta indesiderata.'
// Without SMTP_HOST the JSON transport accepts every email and delivers none: nothing is sent, nothing promised.
const NOT_CONFIRMING =
  'La tua richiesta è registrata, ma in questo momento le iscrizioni non vengono confermate: il servizio di posta del sito non è attivo e non riceverai l’email di conferma. Riprova più avanti.'
const MAIL_FAILED = 'Non siamo riusciti a inviarti l’email di conferma: la tua richiesta è registrata, riprova a iscriverti tra qualche minuto.'

/** At most this many confirmation emails per address and hour, whoever asks: no mail-bombing through the form. */
const MAILS_PER_ADDRESS = { limit: 3, windowMs: 60 * 60 * 1000 }

const COLLECTION = 'newsletterSubscriptions'

/**
 * Stores the request (one row per address) before answering, then sends the confirmation (to a
 * confirmed address, a note that it is already subscribed). The answer, status included, is the
 * same whether the address was new, pending or confirmed, so the form does not reveal who is subscribed.
 */
export async function subscribe(payload: Payload, request: NewsletterRequest, key: string | null = null): Promise<Outcome> {
  const existing = await findByEmail(payload, request.email)
  const confirmed = existing?.status === 'confirmed'
  if (key && (await answeredBefore(payload, key, existing))) return { status: 200, message: SUBSCRIBED_MESSAGE, detail: CHECK_INBOX }
  const doc = confirmed ? existing : existing ? await reopen(payload, existing, request) : await create(payload, request)
  if (!hit(`newsletter-mail|${doc.email}`, MAILS_PER_ADDRESS).allowed) return { status: 200, message: SUBSCRIBED_MESSAGE, detail: CHECK_INBOX }
  if (!mailSettings().host) return { status: 503, message: NOT_CONFIRMING }
  // A twin of this request (same key) claimed first: it sends the email, this one answers as it will.
  if (key && !(await claim(payload, key))) return { status: 200, message: SUBSCRIBED_MESSAGE, detail: CHECK_INBOX }
  // A confirmed address is told by email that it is already subscribed: the answer is the same as for a new one.
  const sent = confirmed ? await sendAlreadySubscribed(payload, doc) : await sendConfirmation(payload, doc)
  if (!sent) {
    if (key) await release(payload, key) // its retry sends again
    return { status: 503, message: MAIL_FAILED }
  }
  return { status: 200, message: SUBSCRIBED_MESSAGE, detail: CHECK_INBOX }
}

/**
 * Issue 37: the idempotency key of a request (src/forms/shared/submission-key.ts: the posted
 * `chiave` with the fields), claimed in `onceKeys` just before its email goes out. A retry of a
 * request whose email went out (its answer lost: an instance killed, a 502) gets the same answer
 * and no second email. A claim whose email never went out (the instance died in between: the
 * pending row has no confirmation after the claim) is taken over once it is a minute old.
 */
const KEY_PREFIX = 'newsletter-subscribe:'
const KEY_DAYS = 7
const TAKEOVER_MS = 60_000

async function answeredBefore(payload: Payload, key: string, row: NewsletterSubscription | null): Promise<boolean> {
  const { docs } = await payload.find({ collection: 'onceKeys', where: { key: { equals: KEY_PREFIX + key } }, limit: 1, depth: 0, overrideAccess: true, pagination: false })
  const claimed = docs[0]
  if (!claimed) return false
  const claimedAt = Date.parse(claimed.createdAt)
  const sentAfter = row?.confirmationSentAt ? Date.parse(row.confirmationSentAt) >= claimedAt - 1_000 : false
  if (row?.status === 'confirmed' || sentAfter || Date.now() - claimedAt < TAKEOVER_MS) return true
  await release(payload, key)
  return false
}

/** The key's first use, through the one-time key store the captchas use (its unique index decides between twins). */
function claim(payload: Payload, key: string): Promise<boolean> {
  return payloadReplayStore(payload).firstUse(KEY_PREFIX + key, new Date(Date.now() + KEY_DAYS * 86_400_000))
}

async function release(payload: Payload, key: string): Promise<void> {
  await payload.delete({ collection: 'onceKeys', where: { key: { equals: KEY_PREFIX + key } }, overrideAccess: true }).catch(() => undefined)
}

async function sendAlreadySubscribed(payload: Payload, doc: NewsletterSubscription): Promise<boolean> {
  const unsubscribeUrl = unsubscribeLink(doc.id)
  try {
    await payload.sendEmail({ to: doc.email, ...alreadySubscribedMail({ unsubscribeUrl }), headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` } })
    return true
  } catch (error) {
    payload.logger.error(`newsletter: avviso di iscrizione già attiva non inviato (iscrizione ${doc.id}): ${describe(error)}`)
    return false
  }
}

async function findByEmail(payload: Payload, email: string): Promise<NewsletterSubscription | null> {
  const { docs } = await payload.find({ collection: COLLECTION, where: { email: { equals: email } }, limit: 1, depth: 0, pagination: false })
  return docs[0] ?? null
}

const fields = (r: NewsletterRequest) => ({
  rappresento: r.rappresento,
  nomeStruttura: r.nomeStruttura ?? null,
  tipoEnte: r.tipoEnte ?? null,
  inQuanto: r.inQuanto ?? null,
  avvisiPer: (r.avvisiPer ?? null) as NewsletterSubscription['avvisiPer'],
})

async function create(payload: Payload, request: NewsletterRequest): Promise<NewsletterSubscription> {
  try {
    return await payload.create({ collection: COLLECTION, data: { email: request.email, status: 'pending', ...fields(request) } })
  } catch (error) {
    // Two requests for the same new address at once: the unique index kept one; use it.
    const winner = await findByEmail(payload, request.email)
    if (winner) return winner
    throw error
  }
}

/** A pending or unsubscribed address asks again: fresh answers, back to pending. */
function reopen(payload: Payload, doc: NewsletterSubscription, request: NewsletterRequest): Promise<NewsletterSubscription> {
  return payload.update({ collection: COLLECTION, id: doc.id, data: { status: 'pending', unsubscribedAt: null, ...fields(request) } })
}

async function sendConfirmation(payload: Payload, doc: NewsletterSubscription): Promise<boolean> {
  const unsubscribeUrl = unsubscribeLink(doc.id)
  const mail = confirmationMail({ confirmUrl: confirmLink(doc.id), unsubscribeUrl, validDays: CONFIRM_VALID_DAYS })
  try {
    await payload.sendEmail({ to: doc.email, ...mail, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` } })
    await payload.update({ collection: COLLECTION, id: doc.id, data: { confirmationSentAt: new Date().toISOString(), sendError: null } })
    return true
  } catch (error) {
    const reason = describe(error)
    // No address in the log: the id is enough to find the row.
    payload.logger.error(`newsletter: email di conferma non inviata (iscrizione ${doc.id}): ${reason}`)
    await payload.update({ collection: COLLECTION, id: doc.id, data: { sendError: `${new Date().toISOString()} ${reason}` } }).catch(() => undefined)
    return false
  }
}

function describe(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; name?: unknown }
  const parts = [e?.name, e?.code, e?.responseCode].filter((p) => typeof p === 'string' || typeof p === 'number')
  return parts.length ? parts.join(' ') : 'errore sconosciuto'
}
