import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import { logJson } from '../../ops/log'
import { env as readEnv, type Env } from '@/cms/env'

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
export function mailSettings(env: Env = readEnv()): MailSettings {
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

/** SMTP when SMTP_HOST is set; otherwise nodemailer's JSON transport, which never fails and delivers nothing. */
function transportOptions(settings: MailSettings) {
  if (!settings.host) return { jsonTransport: true as const }
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

/**
 * Payload's email adapter (payload.sendEmail): @payloadcms/email-nodemailer with our transport.
 * The transport is not verified at start (skipVerify), so a mail outage never blocks the site;
 * without SMTP_HOST it never falls back to the plugin's online test account.
 */
export function mailAdapter(env: Env = readEnv()): Promise<EmailAdapter> {
  const settings = mailSettings(env)
  if (!settings.host) logJson('warn', 'SMTP_HOST non impostata: le email non vengono consegnate (trasporto JSON)', { scope: 'mail' })
  return nodemailerAdapter({
    defaultFromAddress: settings.fromAddress,
    defaultFromName: settings.fromName,
    transportOptions: transportOptions(settings),
    skipVerify: true,
  })
}
