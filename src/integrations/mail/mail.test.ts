import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { describe, expect, it } from 'vitest'
import { mailAdapter, mailSettings } from './adapter'
import { escapeMarkup } from '@/content/escape'
import { confirmationMail } from './templates'

describe('confirmationMail', () => {
  const mail = confirmationMail({
    confirmUrl: 'https://sito.it/novita/newsletter/conferma?token=abc.def',
    unsubscribeUrl: 'https://sito.it/novita/newsletter/disiscrizione?token=ghi.jkl',
    validDays: 7,
  })

  it('has an Italian subject and both links in the text and HTML versions', () => {
    expect(mail.subject).toMatch(/^Conferma l’iscrizione alla newsletter/)
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('https://sito.it/novita/newsletter/conferma?token=abc.def')
      expect(part).toContain('https://sito.it/novita/newsletter/disiscrizione?token=ghi.jkl')
      expect(part).toContain('7 giorni')
    }
  })

  it('is accessible HTML: language, title, a heading and descriptive link text', () => {
    expect(mail.html).toContain('<html lang="it">')
    expect(mail.html).toMatch(/<title>Conferma l’iscrizione/)
    expect(mail.html).toMatch(/<h1[^>]*>Conferma la tua iscrizione<\/h1>/)
    expect(mail.html).toMatch(/>Conferma l’iscrizione<\/a>/)
    expect(mail.html).toMatch(/>Annulla l’iscrizione<\/a>/)
  })

  it('escapes what goes into HTML', () => {
    expect(escapeMarkup('"><script>&\'')).toBe('&quot;&gt;&lt;script&gt;&amp;&#39;')
    const hostile = confirmationMail({ confirmUrl: 'https://x/"><script>', unsubscribeUrl: 'https://x/u', validDays: 1 })
    expect(hostile.html).not.toContain('<script>')
  })
})

describe('mail settings', () => {
  it('read SMTP from the environment, with defaults', () => {
    expect(mailSettings({ SMTP_HOST: 'smtp.example.it', SMTP_PORT: '2525', SMTP_USER: 'u', SMTP_PASS: 'p', MAIL_FROM: 'noreply@example.it' })).toMatchObject({
      host: 'smtp.example.it',
      port: 2525,
      secure: false,
      user: 'u',
      fromAddress: 'noreply@example.it',
    })
    expect(mailSettings({ SMTP_SECURE: 'true' })).toMatchObject({ host: undefined, port: 465, secure: true })
  })

  it('without SMTP_HOST use a transport that never fails and delivers nothing', async () => {
    const mail = (await mailAdapter({}))({ payload: {} as Payload })
    const info = (await mail.sendEmail({ to: 'b@example.it', subject: 'Prova', text: 'ciao' })) as { message: string }
    const sent = JSON.parse(String(info.message))
    expect(sent.subject).toBe('Prova')
    expect(sent.from).toEqual({ address: 'newsletter@example.it', name: 'PA digitale 2026' })
  })

  it('with SMTP_HOST deliver to that server, from MAIL_FROM', async () => {
    const received: string[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = ''
        stream.on('data', (chunk) => (data += chunk))
        stream.on('end', () => (received.push(data), done()))
      },
    })
    server.listen(0, '127.0.0.1')
    await once(server.server, 'listening')
    const { port } = server.server.address() as AddressInfo
    try {
      const env = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), MAIL_FROM: 'avvisi@example.it', MAIL_FROM_NAME: 'Sito di prova' }
      const mail = (await mailAdapter(env))({ payload: {} as Payload })
      await mail.sendEmail({ to: 'redazione@example.it', subject: 'Consegna reale', text: 'ciao' })
      expect(received).toHaveLength(1)
      expect(received[0]).toMatch(/^From: Sito di prova <avvisi@example\.it>/m)
      expect(received[0]).toMatch(/^Subject: Consegna reale/m)
    } finally {
      server.close()
    }
  })
})
