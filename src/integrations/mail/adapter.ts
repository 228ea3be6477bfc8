import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter } from 'payload'

export type MailSettings = {
  host?: string
  port: number
  secure: boolean
  user?: string
  pass?: string
  fromAddress: string
  fromName: string
}

/** Reads SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, MAIL_FROM, MAIL_FROM_NAME. */
export function mailSettings(env: Record<string, string | undefined> = process.env): MailSettings {
  const secure = /^(1|true|yes)$/i.test(env.SMTP_SECURE ?? '')
  return {
    host: env.SMTP_HOST || undefined,
    port: Number(env.SMTP_PORT) || (secure ? 465 : 587),
    secure,
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    fromAddress: env.MAIL_FROM || 'newsletter@example.it',
    fromName: env.MAIL_FROM_NAME || 'PA digitale 2026',
  }
}

/** SMTP when SMTP_HOST is set; otherwise a JSON transport that never fails and delivers nothing. */
export function mailTransport(settings: MailSettings): Transporter {
  if (!settings.host) return nodemailer.createTransport({ jsonTransport: true })
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
}

let warned = false

/**
 * Payload's email adapter (payload.sendEmail) over nodemailer. Written here rather than taken from
 * @payloadcms/email-nodemailer: its newest release (3.90.1) pins payload 3.90.1, and Payload's
 * dependency check then stops every non-production start. The transport is not verified at
 * start, so a mail outage never blocks the site.
 */
export function mailAdapter(): EmailAdapter {
  const settings = mailSettings()
  if (!settings.host && !warned) {
    warned = true
    console.warn('[mail] SMTP_HOST non impostata: le email non vengono consegnate (trasporto JSON).')
  }
  const transport = mailTransport(settings)
  return () => ({
    name: 'nodemailer',
    defaultFromAddress: settings.fromAddress,
    defaultFromName: settings.fromName,
    sendEmail: async (message) => {
      const from = formatFrom(message.from) || `${settings.fromName} <${settings.fromAddress}>`
      return transport.sendMail({ ...message, from })
    },
  })
}

function formatFrom(from: unknown): string | undefined {
  if (typeof from === 'string') return from
  if (from && typeof from === 'object' && 'address' in from) {
    const { name, address } = from as { name?: string; address: string }
    return name ? `${name} <${address}>` : address
  }
  return undefined
}
