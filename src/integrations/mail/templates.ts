import { escapeMarkup } from '@/content/escape'

/** Newsletter emails: plain text first, and a simple accessible HTML version of the same words. */
export type Mail = { subject: string; text: string; html: string }

const SITE_NAME = 'PA digitale 2026'


function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<main style="max-width:600px;margin:0 auto">
<p style="margin:0 0 16px;font-weight:bold;color:#0066cc">${SITE_NAME}</p>
${body}
</main>
</body>
</html>`
}

export function confirmationMail({ confirmUrl, unsubscribeUrl, validDays }: { confirmUrl: string; unsubscribeUrl: string; validDays: number }): Mail {
  const subject = `Conferma l’iscrizione alla newsletter di ${SITE_NAME}`
  const text = [
    'Buongiorno,',
    '',
    `abbiamo ricevuto una richiesta di iscrizione alla newsletter di ${SITE_NAME} con questo indirizzo email.`,
    'Per completarla apri questo collegamento:',
    confirmUrl,
    '',
    `Il collegamento vale ${validDays} giorni. Se non hai chiesto tu l’iscrizione, ignora questo messaggio: senza conferma non riceverai nulla.`,
    '',
    'Per annullare l’iscrizione in qualunque momento:',
    unsubscribeUrl,
    '',
    `La redazione di ${SITE_NAME}`,
  ].join('\n')
  const html = layout(
    subject,
    `<h1 style="font-size:22px;margin:0 0 16px">Conferma la tua iscrizione</h1>
<p>Buongiorno,</p>
<p>abbiamo ricevuto una richiesta di iscrizione alla newsletter di ${SITE_NAME} con questo indirizzo email.</p>
<p style="margin:24px 0"><a href="${escapeMarkup(confirmUrl)}" style="display:inline-block;padding:12px 20px;background:#0066cc;color:#ffffff;font-weight:bold;text-decoration:underline">Conferma l’iscrizione</a></p>
<p>Se il pulsante non funziona, copia questo indirizzo nel browser:<br><span style="word-break:break-all">${escapeMarkup(confirmUrl)}</span></p>
<p>Il collegamento vale ${validDays} giorni. Se non hai chiesto tu l’iscrizione, ignora questo messaggio: senza conferma non riceverai nulla.</p>
<hr style="border:0;border-top:1px solid #cccccc;margin:24px 0">
<p style="font-size:14px">Non vuoi più ricevere le nostre email? <a href="${escapeMarkup(unsubscribeUrl)}" style="color:#0066cc">Annulla l’iscrizione</a>.</p>
<p style="font-size:14px">La redazione di ${SITE_NAME}</p>`,
  )
  return { subject, text, html }
}

/** To a confirmed subscriber who asked again: the form answers the same for everyone, the email says what happened. */
export function alreadySubscribedMail({ unsubscribeUrl }: { unsubscribeUrl: string }): Mail {
  const subject = `Sei già iscritto alla newsletter di ${SITE_NAME}`
  const lines = [
    `abbiamo ricevuto una nuova richiesta di iscrizione alla newsletter di ${SITE_NAME} con questo indirizzo email, che è già iscritto: non devi fare nulla.`,
    'Se non l’hai chiesta tu, ignora questo messaggio.',
  ]
  const text = ['Buongiorno,', '', ...lines, '', 'Per annullare l’iscrizione in qualunque momento:', unsubscribeUrl, '', `La redazione di ${SITE_NAME}`].join('\n')
  const html = layout(
    subject,
    `<h1 style="font-size:22px;margin:0 0 16px">Sei già iscritto</h1>
<p>Buongiorno,</p>
${lines.map((l) => `<p>${escapeMarkup(l)}</p>`).join('\n')}
<hr style="border:0;border-top:1px solid #cccccc;margin:24px 0">
<p style="font-size:14px">Non vuoi più ricevere le nostre email? <a href="${escapeMarkup(unsubscribeUrl)}" style="color:#0066cc">Annulla l’iscrizione</a>.</p>
<p style="font-size:14px">La redazione di ${SITE_NAME}</p>`,
  )
  return { subject, text, html }
}

/** One item of a newsletter issue: a news item or an avviso, linked to its page. */
export type IssueItem = { kind: 'Notizia' | 'Avviso'; title: string; summary?: string; detail?: string; url: string }
export type IssueContent = { subject: string; intro?: string | null; items: IssueItem[]; closing?: string | null }

const paragraphs = (text: string | null | undefined) => (text ?? '').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)

/** A newsletter issue: the editor's free text around the chosen news and avvisi, with the subscriber's own unsubscribe link. */
export function newsletterIssueMail(issue: IssueContent, { unsubscribeUrl }: { unsubscribeUrl: string }): Mail {
  const itemText = (i: IssueItem) => [`${i.kind}: ${i.title}`, i.detail, i.summary, i.url].filter(Boolean).join('\n')
  const text = [
    ...paragraphs(issue.intro).flatMap((p) => [p, '']),
    ...issue.items.flatMap((i) => [itemText(i), '']),
    ...paragraphs(issue.closing).flatMap((p) => [p, '']),
    'Per annullare l’iscrizione:',
    unsubscribeUrl,
    '',
    `La redazione di ${SITE_NAME}`,
  ].join('\n')
  const itemHtml = (i: IssueItem) => `<section style="margin:0 0 24px">
<p style="margin:0;font-size:14px;text-transform:uppercase;color:#5c6f82">${i.kind}</p>
<h2 style="font-size:19px;margin:4px 0 8px"><a href="${escapeMarkup(i.url)}" style="color:#0066cc">${escapeMarkup(i.title)}</a></h2>
${i.detail ? `<p style="margin:0 0 8px;font-weight:bold">${escapeMarkup(i.detail)}</p>` : ''}${i.summary ? `<p style="margin:0">${escapeMarkup(i.summary)}</p>` : ''}
</section>`
  const html = layout(
    issue.subject,
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeMarkup(issue.subject)}</h1>
${paragraphs(issue.intro).map((p) => `<p>${escapeMarkup(p)}</p>`).join('\n')}
${issue.items.map(itemHtml).join('\n')}
${paragraphs(issue.closing).map((p) => `<p>${escapeMarkup(p)}</p>`).join('\n')}
<hr style="border:0;border-top:1px solid #cccccc;margin:24px 0">
<p style="font-size:14px">Ricevi questa email perché sei iscritto alla newsletter di ${SITE_NAME}. <a href="${escapeMarkup(unsubscribeUrl)}" style="color:#0066cc">Annulla l’iscrizione</a>.</p>`,
  )
  return { subject: issue.subject, text, html }
}

/** «Si è aperto un avviso per il tuo ente»: to a subscriber who chose that type of body. */
export function avvisoAlertMail(a: { name: string; url: string; deadline: string | null; description: string | null; unsubscribeUrl: string }): Mail {
  const subject = `Avviso aperto: ${a.name}`
  const lines = [`si è aperto un avviso per il tipo di ente che hai scelto: «${a.name}».`, ...(a.deadline ? [`Le domande si presentano entro il ${a.deadline}.`] : []), ...(a.description ? [a.description] : [])]
  const text = ['Buongiorno,', '', ...lines, '', `Tutte le informazioni: ${a.url}`, '', 'Per non ricevere più queste email:', a.unsubscribeUrl, '', `La redazione di ${SITE_NAME}`].join('\n')
  const html = layout(
    subject,
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeMarkup(a.name)}</h1>
<p>Buongiorno,</p>
${lines.map((l) => `<p>${escapeMarkup(l)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeMarkup(a.url)}" style="display:inline-block;padding:12px 20px;background:#0066cc;color:#ffffff;font-weight:bold;text-decoration:underline">Leggi l’avviso</a></p>
<hr style="border:0;border-top:1px solid #cccccc;margin:24px 0">
<p style="font-size:14px">Ricevi questa email perché hai chiesto gli avvisi per il tuo tipo di ente. <a href="${escapeMarkup(a.unsubscribeUrl)}" style="color:#0066cc">Annulla l’iscrizione</a>.</p>`,
  )
  return { subject, text, html }
}
