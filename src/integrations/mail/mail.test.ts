import { describe, expect, it } from 'vitest'
import { mailSettings, mailTransport } from './adapter'
import { confirmationMail, escapeHtml } from './templates'

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
    expect(escapeHtml('"><script>&\'')).toBe('&quot;&gt;&lt;script&gt;&amp;&#39;')
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
    const transport = mailTransport(mailSettings({}))
    const info = await transport.sendMail({ from: 'a@example.it', to: 'b@example.it', subject: 'Prova', text: 'ciao' })
    expect(JSON.parse(String(info.message)).subject).toBe('Prova')
  })
})
