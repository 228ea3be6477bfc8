import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionSlug, type PayloadRequest } from 'payload'
import { reviewEmail } from '@/content/review'
import { hasRole } from '@/content/roles'
import { siteUrl } from '../env'
import { editorName } from './authors'
import { reviewMailAllowed } from './review-mail-limit'

type Ref = { relationTo: CollectionSlug; value: number | string | { id: number | string } }

const idOf = (ref: Ref) => (typeof ref.value === 'object' ? ref.value.id : ref.value)
const whoIs = (user: PayloadRequest['user']) => editorName(user) ?? 'Un redattore'
const adminLink = (ref: Ref) => `${siteUrl()}/admin/collections/${ref.relationTo}/${idOf(ref)}`

/** Who did it and what it is about, checked: only caporedattori publish or send back, and a send-back says why. */
export const recordReviewer: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create') return data
  const ref = data.documento as Ref | undefined
  if (!ref) throw new APIError('Indica il contenuto da rivedere.', 400, undefined, true)
  if (data.azione !== 'inviata' && !hasRole(req.user, 'caporedattore')) {
    throw new APIError('Solo un caporedattore può pubblicare o rimandare un contenuto in revisione.', 403, undefined, true)
  }
  if (data.azione === 'rimandata' && !String(data.nota ?? '').trim()) {
    throw new APIError('Scrivi nel commento che cosa va cambiato: il redattore lo leggerà nella bozza.', 400, undefined, true)
  }
  const doc = (await req.payload.findByID({ collection: ref.relationTo, id: idOf(ref), depth: 0, draft: true, overrideAccess: true, req })) as { title?: string; name?: string }
  return { ...data, autore: req.user?.id, autoreNome: whoIs(req.user), aperta: data.azione === 'inviata', titolo: doc.title || doc.name || String(idOf(ref)) }
}

/** Earlier open rows of the document are closed; «pubblicata» publishes the latest draft as the caporedattore. */
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
  if (doc.azione === 'pubblicata') {
    await req.payload.update({ collection: ref.relationTo, id: idOf(ref), data: { _status: 'published' }, overrideAccess: false, user: req.user, req })
  }
  return doc
}

/** An email to every caporedattore when a draft is sent for review (the site's SMTP adapter). */
export const notifyChiefEditors: CollectionAfterChangeHook = async ({ doc, req, operation }) => {
  if (operation !== 'create' || doc.azione !== 'inviata') return doc
  const author = typeof doc.autore === 'object' && doc.autore ? doc.autore.id : doc.autore
  if (!(await reviewMailAllowed(req, author))) {
    req.payload.logger.warn({ msg: 'email di revisione non inviata: troppe revisioni in un’ora dallo stesso account', autore: author })
    return doc
  }
  const { docs } = await req.payload.find({ collection: 'users', where: { role: { in: ['caporedattore', 'amministratore'] } }, depth: 0, pagination: false, overrideAccess: true, req })
  const to = docs.map((u) => u.email).filter(Boolean)
  if (!to.length) return doc
  const mail = reviewEmail({ title: doc.titolo ?? '', who: whoIs(req.user), note: doc.nota ?? '', link: adminLink(doc.documento as Ref) })
  try {
    await req.payload.sendEmail({ to, subject: mail.subject, text: mail.text })
  } catch (error) {
    // The review is recorded and in the queue; a mail server down must not lose it.
    req.payload.logger.warn({ msg: 'email di revisione non inviata', err: error })
  }
  return doc
}
