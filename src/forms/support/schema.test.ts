import { describe, expect, it } from 'vitest'
import { SUPPORT_APPLICANTS, SUPPORT_MESSAGES, SUPPORT_NOTICES, SUPPORT_SUBJECTS, supportSubmitEnabled } from './fields'
import { supportRequestSchema, withoutWebToCaseFixed } from './schema'

const valid = {
  applicant: 'Fornitore',
  address: 'assistenza@fornitore.example.it',
  phone: '',
  subject: 'Malfunzionamento piattaforma',
  object: 'Non riesco a caricare gli allegati',
  description: 'Dal pomeriggio di ieri il caricamento si ferma al 90%.',
  notice: '1.4.1 Esperienza dei servizi pubblici',
  captcha: 'token',
}
const first = (data: unknown) => {
  const r = supportRequestSchema.safeParse(data)
  return r.success ? null : { message: r.error.issues[0].message, path: r.error.issues[0].path.join('.') }
}

describe('support request schema', () => {
  it('has the spec option lists', () => {
    expect(SUPPORT_APPLICANTS).toEqual(['Pubblica Amministrazione', 'Fornitore'])
    expect(SUPPORT_SUBJECTS).toEqual([
      'Amministrazione',
      'Implementazione e sviluppo progetto',
      'Malfunzionamento piattaforma',
      'Processo di adesione e monitoraggio',
      'Altro',
    ])
    expect(SUPPORT_NOTICES[0]).toBe('Nessuno')
    expect(SUPPORT_NOTICES.at(-1)).toBe('2.2.3 Digitalizzazione delle procedure SUAP e SUE')
    expect(SUPPORT_NOTICES).toHaveLength(13)
  })

  it('accepts a request, with or without phone', () => {
    expect(first(valid)).toBeNull()
    const { phone: _, ...noPhone } = valid
    expect(supportRequestSchema.parse(noPhone).phone).toBe('')
    expect(first({ ...valid, phone: '+39 333 1234567' })).toBeNull()
  })

  it.each(['applicant', 'address', 'subject', 'object', 'description', 'notice', 'captcha'])('requires %s', (field) => {
    const { [field]: _, ...rest } = valid as Record<string, string>
    expect(first(rest)?.path).toBe(field)
    expect(first({ ...valid, [field]: ' ' })?.path).toBe(field)
  })

  it.each([
    ['applicant', 'Cittadino', 'Tipo di richiedente: scegli una delle opzioni proposte.'],
    ['subject', 'Varie', 'Argomento: scegli una delle opzioni proposte.'],
    ['notice', 'Avviso inventato', 'Avviso: scegli una delle opzioni proposte.'],
    ['address', 'chiocciola@', 'Email: indirizzo non valido.'],
    ['object', 'o'.repeat(151), 'Oggetto: al massimo 150 caratteri.'],
    ['description', 'd'.repeat(32_001), 'Descrizione: al massimo 32000 caratteri.'],
    ['phone', 'chiamami', 'Telefono: usa solo cifre, spazi e i segni + - ( ) . /'],
  ])('refuses a bad %s (%#)', (field, value, message) => {
    expect(first({ ...valid, [field]: value })).toEqual({ message, path: field })
  })

  it('accepts the limits exactly', () => {
    expect(first({ ...valid, object: 'o'.repeat(150), description: 'd'.repeat(32_000) })).toBeNull()
  })

  it('refuses control characters, allowing tab and new lines only in the description (issue 12, finding 8)', () => {
    expect(first({ ...valid, object: 'Ditta\u0000Nascosta' })).toEqual({ message: 'Oggetto: contiene caratteri non ammessi (caratteri di controllo invisibili).', path: 'object' })
    expect(first({ ...valid, object: 'Prima riga\r\nBcc: x' })?.path).toBe('object')
    expect(first({ ...valid, description: 'Testo\u001Bnascosto' })).toEqual({
      message: 'Descrizione: contiene caratteri non ammessi (caratteri di controllo invisibili).',
      path: 'description',
    })
    expect(first({ ...valid, description: 'Testo\u009B' })?.path).toBe('description')
    expect(first({ ...valid, phone: '06 1234567\u0000' })?.message).toBe('Telefono: contiene caratteri non ammessi (caratteri di controllo invisibili).')
    expect(first({ ...valid, captcha: 'tok\u0000en' })?.message).toBe('Verifica anti-robot non valida.')
    expect(supportRequestSchema.parse({ ...valid, description: 'Riga uno\r\n\tRiga due' }).description).toBe('Riga uno\n\tRiga due')
  })

  it('counts lengths in UTF-16 units; a form posted without JavaScript sends CRLF, counted as one', () => {
    expect(first({ ...valid, object: '😀'.repeat(75) })).toBeNull()
    expect(first({ ...valid, object: '😀'.repeat(76) })).toEqual({ message: 'Oggetto: al massimo 150 caratteri.', path: 'object' })
    expect(first({ ...valid, description: 'x\r\n'.repeat(16_000) })).toBeNull()
  })

  it('allows at most 64 characters before the @', () => {
    expect(first({ ...valid, address: `${'a'.repeat(64)}@fornitore.example.it` })).toBeNull()
    expect(first({ ...valid, address: `${'a'.repeat(65)}@fornitore.example.it` })).toEqual({ message: 'Email: al massimo 64 caratteri prima della @.', path: 'address' })
  })

  it('is strict and typed', () => {
    expect(first({ ...valid, orgid: '00D' })?.message).toBe('La richiesta contiene campi non previsti.')
    expect(first({ ...valid, object: 12 })?.path).toBe('object')
    expect(first({ ...valid, applicant: ['Fornitore'] })?.path).toBe('applicant')
  })

  it('enables submit only with every required field, limits respected, a token, and not while loading', () => {
    const { captcha: _, ...values } = valid
    expect(supportSubmitEnabled(values, 'token', false)).toBe(true)
    expect(supportSubmitEnabled(values, '', false)).toBe(false)
    expect(supportSubmitEnabled(values, 'token', true)).toBe(false)
    for (const field of ['applicant', 'address', 'subject', 'object', 'description', 'notice'] as const) {
      expect(supportSubmitEnabled({ ...values, [field]: '' }, 'token', false)).toBe(false)
    }
    expect(supportSubmitEnabled({ ...values, phone: '' }, 'token', false)).toBe(true)
    expect(supportSubmitEnabled({ ...values, object: 'o'.repeat(151) }, 'token', false)).toBe(false)
    expect(supportSubmitEnabled({ ...values, description: 'd'.repeat(32_001) }, 'token', false)).toBe(false)
  })

  it('writes the success message with the product', () => {
    expect(SUPPORT_MESSAGES.success('PA digitale 2026')).toBe(
      'Abbiamo ricevuto la tua richiesta di assistenza su PA digitale 2026. Riceverai una risposta al più presto ai contatti indicati.',
    )
  })
})

describe('fixed Web-to-Case fields from a client built to the spec', () => {
  const fixed = {
    orgid: '00D000000000ABC',
    external: '1',
    origin: 'Area pubblica',
    recordType: '0120000000000XY',
    priority: 'Medium',
    captchaSettings: { keyname: 'sito', fallback: 'true', orgId: '00D000000000ABC', ts: '1790000000000' },
    debug: '1',
    submit: 'INVIA',
  }

  it('are accepted and dropped before validation', () => {
    expect(first({ ...valid, ...fixed })).toMatchObject({ message: 'La richiesta contiene campi non previsti.' })
    expect(first(withoutWebToCaseFixed({ ...valid, ...fixed }))).toBeNull()
    expect(withoutWebToCaseFixed({ ...valid, ...fixed })).toEqual(valid)
  })

  it('take the captcha token from the captcha response when captcha is missing', () => {
    const { captcha: _, ...noCaptcha } = valid
    expect(withoutWebToCaseFixed({ ...noCaptcha, ...fixed, captchaResponse: 'dal-widget' })).toEqual({ ...noCaptcha, captcha: 'dal-widget' })
  })

  it('leave other unknown fields to the strict schema', () => {
    expect(first(withoutWebToCaseFixed({ ...valid, admin: true }))).toMatchObject({ message: 'La richiesta contiene campi non previsti.' })
  })
})
