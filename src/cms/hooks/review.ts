import { APIError, flattenTopLevelFields, ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionSlug, type Payload, type PayloadRequest } from 'payload'
import { missingFieldsMessage, refusedTransition, reviewEmail, reviewOutcomeEmail, type ReviewAction } from '@/content/review'
import { formatDateTime } from '@/content/dates'
import { hasRole } from '@/content/roles'
import { siteUrl } from '../env'
import { editorName } from './authors'
import { reviewMailAllowed } from './review-mail-limit'

type Ref = { relationTo: CollectionSlug; value: number | string | { id: number | string } }
type Row = { id: number | string; azione: ReviewAction; autore?: number | { id: number } | null; nota?: string | null; titolo?: string | null; documento: Ref }

const idOf = (ref: Ref) => (typeof ref.value === 'object' ? ref.value.id : ref.value)
const whoIs = (user: PayloadRequest['user']) => editorName(user) ?? 'Un redattore'
const adminLink = (ref: Ref) => `${siteUrl()}/admin/collections/${ref.relationTo}/${idOf(ref)}`

/**
 * The one place review emails leave from (sending for review, sending back, publishing,
 * scheduling, a refused schedule): the site's SMTP adapter; a mail server down never undoes the
 * action it reports.
 */
export async function sendEditorialEmail(payload: Payload, to: string[], mail: { subject: string; text: string }): Promise<void> {
  if (!to.length) return
  try {
    await payload.sendEmail({ to, subject: mail.subject, text: mail.text })
  } catch (error) {
    payload.logger.warn({ msg: 'email della redazione non inviata', err: error })
  }
}

/** The document's open review (its last «inviata» not yet acted on), if any. */
async function openReview(payload: Payload, ref: Ref, req?: Partial<PayloadRequest>): Promise<Row | undefined> {
  const { docs } = await payload.find({
    collection: 'revisioni',
    where: { and: [{ 'documento.value': { equals: idOf(ref) } }, { 'documento.relationTo': { equals: ref.relationTo } }, { aperta: { equals: true } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] as unknown as Row | undefined
}

type Labelled = { name?: string; label?: unknown; required?: boolean; type?: string }

const labelOf = (field: Labelled) => (typeof field.label === 'string' ? field.label : field.name ?? '')
const isEmpty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0)

/** The labels of the document's required fields left empty (the rule publishing applies, checked before review). */
function missingRequired(payload: Payload, collection: CollectionSlug, doc: Record<string, unknown>): string[] {
  const fields = flattenTopLevelFields(payload.collections[collection].config.fields) as Labelled[]
  return fields.filter((f) => f.required && f.name && isEmpty(doc[f.name])).map(labelOf)
}

/** Why a publish failed, as the caporedattore reads it: Payload's message and the fields it names. */
function publishFailure(error: unknown): string {
  if (error instanceof ValidationError) {
    const fields = (error.data?.errors ?? []).map((e) => e.label || e.path).filter(Boolean)
    return fields.length ? `mancano o non sono validi: ${fields.map((f) => `«${f}»`).join(', ')}` : error.message
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * Who did it and what it is about, checked as a state machine (content/review.ts): only
 * caporedattori publish or send back, only a document in review, a send-back says why, a document
 * is sent only with its required fields. «pubblicata» publishes the draft here, before the row is
 * written: a publish that fails writes nothing and leaves the document «Da rivedere», with the reason.
 */
export const recordReviewer: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create') return data
  const ref = data.documento as Ref | undefined
  if (!ref) throw new APIError('Indica il contenuto da rivedere.', 400, undefined, true)
  const system = req.context.sitoRevisioneDiSistema === true
  if (!system && data.azione === 'programmata') throw new APIError('La programmazione si registra da sola quando un caporedattore programma la pubblicazione.', 400, undefined, true)
  if (!system && data.azione !== 'inviata' && !hasRole(req.user, 'caporedattore')) {
    throw new APIError('Solo un caporedattore può pubblicare o rimandare un contenuto in revisione.', 403, undefined, true)
  }
  if (data.azione === 'rimandata' && !String(data.nota ?? '').trim()) {
    throw new APIError('Scrivi nel commento che cosa va cambiato: il redattore lo leggerà nella bozza.', 400, undefined, true)
  }
  const open = await openReview(req.payload, ref, req)
  const refused = refusedTransition(Boolean(open), String(data.azione))
  if (refused) throw new APIError(refused, 409, undefined, true)
  const doc = (await req.payload.findByID({ collection: ref.relationTo, id: idOf(ref), depth: 0, draft: true, overrideAccess: true, req })) as unknown as Record<string, unknown> & { title?: string; name?: string }
  if (data.azione === 'inviata') {
    const missing = missingFieldsMessage(missingRequired(req.payload, ref.relationTo, doc))
    if (missing) throw new APIError(missing, 400, undefined, true)
  }
  if (data.azione === 'pubblicata' && !system) {
    try {
      await req.payload.update({ collection: ref.relationTo, id: idOf(ref), data: { _status: 'published' }, overrideAccess: false, user: req.user, req, context: { sitoPubblicataDaRevisione: true } })
    } catch (error) {
      throw new APIError(`Non pubblicato: ${publishFailure(error)}. Il contenuto resta «Da rivedere»: correggi la bozza e pubblica di nuovo, o rimandalo al redattore.`, 400, undefined, true)
    }
  }
  req.context.sitoRevisioneAperta = open
  return { ...data, autore: req.user?.id, autoreNome: whoIs(req.user), aperta: data.azione === 'inviata', titolo: doc.title || doc.name || String(idOf(ref)) }
}

/** Once the row is written, the document's earlier open rows are closed. */
export const closeOpenReviews: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  if (operation !== 'create') return doc
  const ref = doc.documento as Ref
  await req.payload.update({
    collection: 'revisioni',
    where: { and: [{ 'documento.value': { equals: idOf(ref) } }, { 'documento.relationTo': { equals: ref.relationTo } }, { aperta: { equals: true } }, { id: { not_equals: doc.id } }] },
    data: { aperta: false },
    overrideAccess: true,
    req,
  })
  return doc
}

/** Every transition tells the person it concerns: caporedattori a draft to review, the redattore what became of theirs. */
export const notifyReview: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  if (operation !== 'create') return doc
  const link = adminLink(doc.documento as Ref)
  if (doc.azione === 'inviata') {
    const author = typeof doc.autore === 'object' && doc.autore ? doc.autore.id : doc.autore
    if (!(await reviewMailAllowed(req, author))) {
      req.payload.logger.warn({ msg: 'email di revisione non inviata: troppe revisioni in un’ora dallo stesso account', autore: author })
      return doc
    }
    const { docs } = await req.payload.find({ collection: 'users', where: { role: { in: ['caporedattore', 'amministratore'] } }, depth: 0, pagination: false, overrideAccess: true, req })
    await sendEditorialEmail(req.payload, docs.map((u) => u.email).filter(Boolean), reviewEmail({ title: doc.titolo ?? '', who: whoIs(req.user), note: doc.nota ?? '', link }))
    return doc
  }
  const open = req.context.sitoRevisioneAperta as Row | undefined
  const authorId = (open?.autore && typeof open.autore === 'object' ? open.autore.id : open?.autore) as number | undefined
  if (authorId == null || authorId === req.user?.id) return doc
  const author = await req.payload.findByID({ collection: 'users', id: authorId as number, depth: 0, overrideAccess: true, disableErrors: true, req })
  const mail = reviewOutcomeEmail({ action: doc.azione, title: doc.titolo ?? '', who: whoIs(req.user), note: doc.nota ?? '', link, when: req.context.sitoQuando as string | undefined })
  if (author?.email && mail) await sendEditorialEmail(req.payload, [author.email], mail)
  return doc
}

/**
 * A row written by the site itself when a document in review is published or scheduled another
 * way. Inside the publishing save's transaction when there is one (`within`): in a transaction of
 * its own, the row's relation to the document (a foreign key) waited on PostgreSQL for the save's
 * lock on that document, while the save waited for this hook: both hung until the sweeper rolled
 * them back 60 s later (src/cms/transactions.ts), and every save touching the same rows meanwhile.
 * A request of its own (only the transaction shared), so the save's user and context stay as they are.
 */
async function closeReviewAs(payload: Payload, ref: Ref, azione: ReviewAction, user: PayloadRequest['user'], nota: string, when?: string, within?: PayloadRequest) {
  const inSave = (): Partial<PayloadRequest> | undefined => (within?.transactionID ? { transactionID: within.transactionID } : undefined)
  if (!(await openReview(payload, ref, inSave()))) return
  await payload.create({
    collection: 'revisioni',
    data: { documento: ref as never, azione, nota },
    overrideAccess: true,
    user: user ?? undefined,
    context: { sitoRevisioneDiSistema: true, sitoQuando: when },
    req: inSave(),
  })
}

/**
 * On the editorial collections: a document published by any other way (Payload's «Pubblica
 * modifiche», a scheduled job, the API) leaves the review, with a row saying so.
 */
export const closeReviewOnPublish: CollectionAfterChangeHook = async ({ doc, req, operation, collection }) => {
  if (operation !== 'update' || doc?._status !== 'published' || req.context.sitoPubblicataDaRevisione) return doc
  const ref = { relationTo: collection.slug as CollectionSlug, value: doc.id }
  await closeReviewAs(req.payload, ref, 'pubblicata', req.user, req.payloadAPI === 'REST' ? 'Pubblicata con «Pubblica modifiche».' : 'Pubblicata dalla pubblicazione programmata.', undefined, req)
  return doc
}

/** A publication scheduled for a document in review closes the review (called by cms/schedule.ts). */
export async function recordScheduledReview(payload: Payload, input: { doc?: { relationTo?: string; value?: unknown }; user?: { value?: unknown } }, waitUntil?: Date): Promise<void> {
  const relationTo = input.doc?.relationTo as CollectionSlug | undefined
  const value = input.doc?.value as number | string | undefined
  if (!relationTo || value == null) return
  const userId = input.user?.value as number | string | undefined
  const user = userId == null ? null : await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
  const when = waitUntil ? formatDateTime(waitUntil) : undefined
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  await closeReviewAs(payload, { relationTo, value: id }, 'programmata', user ? { ...user, collection: 'users' } as PayloadRequest['user'] : null, when ? `Pubblicazione programmata per il ${when}.` : '', when)
}
