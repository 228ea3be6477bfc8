import { APIError, type CollectionConfig, type Endpoint, type PayloadRequest } from 'payload'
import { newsletterIssueMail } from '@/integrations/mail/templates'
import { issueContent } from '@/forms/newsletter/issue'
import { ISSUE_STATUSES } from '@/forms/newsletter/issue-fields'
import { UNSUBSCRIBE_PATH } from '@/forms/newsletter/links'
import { emailAddress } from '@/forms/shared/text'
import { siteUrl } from '../env'
import { chiefEditors, editors, hasRole } from './access'
import { italianDate } from '../fields/dates'

const testAddress = emailAddress({ required: 'Scrivi l’indirizzo a cui inviare la prova.', tooLong: 'Indirizzo troppo lungo.', localPartTooLong: 'Indirizzo troppo lungo.', invalid: 'Indirizzo email non valido.' })

async function contentOf(req: PayloadRequest) {
  if (!hasRole(req.user, 'redattore')) throw new APIError('Accesso riservato alla redazione.', 403)
  const id = req.routeParams?.id as string
  const content = await issueContent(req.payload, id)
  if (!content) throw new APIError('Numero della newsletter non trovato.', 404)
  return { id, content }
}

const json = (body: unknown, status = 200) => Response.json(body, { status })

/** What a subscriber will read, with an example unsubscribe link (Payload's «Anteprima»). */
const preview: Endpoint = {
  path: '/:id/anteprima',
  method: 'get',
  handler: async (req) => {
    const { content } = await contentOf(req)
    const { html } = newsletterIssueMail(content, { unsubscribeUrl: `${siteUrl()}${UNSUBSCRIBE_PATH}` })
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
  },
}

/** «Invia una prova»: the issue to one address, subject marked [Prova], to nobody on the list. */
const sendTest: Endpoint = {
  path: '/:id/prova',
  method: 'post',
  handler: async (req) => {
    const { content } = await contentOf(req)
    const body = (await req.json?.().catch(() => ({}))) as { to?: unknown }
    const to = testAddress.safeParse(body?.to)
    if (!to.success) return json({ message: to.error.issues[0]?.message }, 400)
    const mail = newsletterIssueMail(content, { unsubscribeUrl: `${siteUrl()}${UNSUBSCRIBE_PATH}` })
    try {
      await req.payload.sendEmail({ to: to.data, ...mail, subject: `[Prova] ${mail.subject}` })
    } catch {
      return json({ message: 'Il server di posta non ha accettato la prova: riprova più tardi.' }, 502)
    }
    return json({ message: `Prova inviata a ${to.data}.` })
  },
}

/** «Invia agli iscritti»: once per issue (a once-key guards double clicks and two instances), then the job does the rest. */
const send: Endpoint = {
  path: '/:id/invia',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'caporedattore')) throw new APIError('Solo i caporedattori inviano la newsletter.', 403)
    const { id } = await contentOf(req)
    try {
      await req.payload.create({ collection: 'onceKeys', data: { key: `newsletter-issue:${id}`, expiresAt: new Date(Date.now() + 3650 * 86_400_000).toISOString() }, overrideAccess: true, depth: 0 })
    } catch {
      return json({ message: 'Questo numero è già stato inviato o è in invio.' }, 409)
    }
    await req.payload.jobs.queue({ task: 'sendNewsletterIssue', input: { issueId: String(id) } })
    await req.payload.update({ collection: 'newsletterIssues', id, data: { status: 'in-coda', queuedAt: new Date().toISOString() }, overrideAccess: true, depth: 0 })
    return json({ message: 'Invio avviato: la newsletter parte a gruppi dalla coda delle attività. Lo stato si aggiorna in questa pagina.' })
  },
}

/** A newsletter issue: composed by the editors from free text, news and avvisi; previewed, tested, then sent by a job. */
export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletterIssues',
  labels: { singular: 'Numero della newsletter', plural: 'Numeri della newsletter' },
  access: { read: editors, create: editors, update: editors, delete: chiefEditors },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'sentAt', 'inviate'],
    group: 'Contenuti',
    description: 'Componi un numero, guardalo con «Anteprima», invia una prova, poi invialo agli iscritti confermati.',
    preview: (doc) => (doc?.id ? `/cms-api/newsletterIssues/${doc.id}/anteprima` : null),
  },
  endpoints: [preview, sendTest, send],
  fields: [
    { name: 'subject', label: 'Oggetto dell’email', type: 'text', required: true, maxLength: 150 },
    { name: 'intro', label: 'Testo iniziale', type: 'textarea', maxLength: 4000, admin: { description: 'Una riga vuota separa i paragrafi.' } },
    { name: 'news', label: 'Notizie', type: 'relationship', relationTo: 'news', hasMany: true },
    { name: 'avvisi', label: 'Avvisi', type: 'relationship', relationTo: 'announcements', hasMany: true },
    { name: 'closing', label: 'Testo finale', type: 'textarea', maxLength: 4000 },
    { name: 'actions', type: 'ui', admin: { components: { Field: '@/cms/components/NewsletterIssueActions.client#NewsletterIssueActions' } } },
    { name: 'status', label: 'Stato', type: 'select', required: true, defaultValue: 'bozza', options: [...ISSUE_STATUSES], index: true, admin: { readOnly: true, position: 'sidebar' } },
    italianDate({ name: 'queuedAt', label: 'Invio avviato il', admin: { readOnly: true, position: 'sidebar' } }, true),
    italianDate({ name: 'sentAt', label: 'Inviata il', admin: { readOnly: true, position: 'sidebar' } }, true),
    { name: 'inviate', label: 'Email consegnate', type: 'number', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'nonConsegnate', label: 'Email rifiutate', type: 'number', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'saltate', label: 'Iscrizioni non più attive', type: 'number', admin: { readOnly: true, position: 'sidebar' } },
  ],
  timestamps: true,
}
