import type { Payload } from 'payload'
import { env, siteUrl } from '@/cms/env'

export type NotifyOutcome = { notifica: 'inviata' | 'non configurata' | 'non riuscita'; notificaErrore?: string }

/**
 * Tells the team (MAIL_NOTIFY_TO) that a request arrived, with its content and the link to the
 * record in the admin. A failure is returned for the record, never thrown and never logged
 * with the content (which holds personal data).
 */
export async function notifyEditors(payload: Payload, subject: string, lines: [string, string][], adminPath: string): Promise<NotifyOutcome> {
  const to = env().MAIL_NOTIFY_TO?.trim()
  if (!to) return { notifica: 'non configurata' }
  const base = siteUrl()
  const text = [...lines.map(([k, v]) => `${k}: ${v}`), '', `Nell'area redazione: ${base}${adminPath}`].join('\n')
  try {
    await payload.sendEmail({ to, subject, text })
    return { notifica: 'inviata' }
  } catch (error) {
    const code = (error as { code?: unknown })?.code ?? (error as { responseCode?: unknown })?.responseCode
    return { notifica: 'non riuscita', notificaErrore: `Invio non riuscito${code ? ` (${String(code).slice(0, 40)})` : ''}` }
  }
}
