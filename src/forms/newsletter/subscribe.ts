import type { Payload } from 'payload'
import { alreadySubscribedMail, confirmationMail } from '@/integrations/mail/templates'
import type { NewsletterSubscription } from '@/payload-types'
import { hit } from '@/ops/http/rate-limit'
import { mailSettings } from '@/integrations/mail/adapter'
import { CONFIRM_VALID_DAYS, confirmLink, unsubscribeLink } from './links'
import type { NewsletterRequest } from './schema'

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
export async function subscribe(payload: Payload, request: NewsletterRequest): Promise<Outcome> {
  const existing = await findByEmail(payload, request.email)
  const confirmed = existing?.status === 'confirmed'
  const doc = confirmed ? existing : existing ? await reopen(payload, existing, request) : await create(payload, request)
  if (!hit(`newsletter-mail|${doc.email}`, MAILS_PER_ADDRESS).allowed) return { status: 200, message: SUBSCRIBED_MESSAGE, detail: CHECK_INBOX }
  if (!mailSettings().host) return { status: 503, message: NOT_CONFIRMING }
  // A confirmed address is told by email that it is already subscribed: the answer is the same as for a new one.
  const sent = confirmed ? await sendAlreadySubscribed(payload, doc) : await sendConfirmation(payload, doc)
  if (!sent) return { status: 503, message: MAIL_FAILED }
  return { status: 200, message: SUBSCRIBED_MESSAGE, detail: CHECK_INBOX }
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
