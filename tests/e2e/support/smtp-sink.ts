import http from 'node:http'
import { expect } from '@playwright/test'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps what it receives, and a small HTTP endpoint
 * (GET /messages, GET /messages?to=address) from which specs read the messages.
 */
export type ReceivedMail = { from: string; to: string[]; raw: string; decoded: string; receivedAt: number }

export const SMTP_SINK = { smtpPort: 2525, httpPort: 2526 } as const
export const REJECTED_MARK = 'smtp-rifiuta'

/** Soft line breaks and =XX escapes (enough to read links and Italian text in the specs). */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

export async function startSmtpSink(ports: { smtpPort: number; httpPort: number } = SMTP_SINK): Promise<{ stop: () => Promise<void> }> {
  const messages: ReceivedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Recipients containing REJECTED_MARK are refused, so specs can watch a delivery fail for real.
    onRcptTo(address, _session, callback) {
      if (!address.address.includes(REJECTED_MARK)) return callback()
      const error = Object.assign(new Error('Casella inesistente'), { responseCode: 550 })
      callback(error)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1')
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          decoded: decodeQuotedPrintable(raw),
          receivedAt: Date.now(),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(ports.smtpPort, '127.0.0.1', () => resolve())
  })
  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const to = url.searchParams.get('to')?.toLowerCase()
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages
    res.writeHead(url.pathname === '/messages' ? 200 : 404, { 'content-type': 'application/json' })
    res.end(url.pathname === '/messages' ? JSON.stringify(list) : '{}')
  })
  await new Promise<void>((resolve) => web.listen(ports.httpPort, '127.0.0.1', () => resolve()))
  return {
    stop: async () => {
      await new Promise<void>((resolve) => web.close(() => resolve()))
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    },
  }
}

/** Messages the sink received for one address (specs poll this until the mail arrives). */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${SMTP_SINK.httpPort}/messages?to=${encodeURIComponent(address)}`)
  return (await response.json()) as ReceivedMail[]
}

/** Waits for the n-th email to an address in the sink. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail[]> {
  let mails: ReceivedMail[] = []
  await expect(async () => {
    mails = await mailsTo(address)
    expect(mails.length).toBeGreaterThanOrEqual(count)
  }).toPass({ timeout: 15_000 })
  return mails
}
