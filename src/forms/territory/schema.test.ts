import { describe, expect, it } from 'vitest'
import { TERRITORY_AREAS, TERRITORY_MESSAGES } from './fields'
import { territoryFieldsSchema, territoryRequestSchema } from './schema'

const valid = {
  contact: 'Comune di Esempio',
  name: 'Maria Bianchi',
  address: 'maria.bianchi@comune.esempio.it',
  phone: '+39 06 1234567',
  area: 'centro',
  description: 'Vorremmo un incontro per capire quali avvisi sono adatti al nostro comune.',
  captcha: 'token',
}
const first = (data: unknown) => {
  const r = territoryRequestSchema.safeParse(data)
  return r.success ? null : { message: r.error.issues[0].message, path: r.error.issues[0].path.join('.') }
}

describe('territory request schema', () => {
  it('accepts a complete request and trims the text', () => {
    const r = territoryRequestSchema.parse({ ...valid, name: '  Maria Bianchi  ' })
    expect(r.name).toBe('Maria Bianchi')
  })

  it('offers exactly the six areas of the spec, with Italian labels', () => {
    expect(TERRITORY_AREAS.map((a) => a.value)).toEqual(['nord-est', 'lombardia', 'nord-ovest', 'centro', 'sud-est', 'sud-ovest'])
    expect(TERRITORY_AREAS.map((a) => a.label)).toEqual(['Nord-est', 'Lombardia', 'Nord-ovest', 'Centro', 'Sud-est', 'Sud-ovest'])
    for (const { value } of TERRITORY_AREAS) expect(first({ ...valid, area: value })).toBeNull()
    expect(first({ ...valid, area: 'isole' })).toEqual({ message: 'Area territoriale: scegli una delle aree proposte.', path: 'area' })
  })

  it.each(['contact', 'name', 'address', 'phone', 'area', 'description', 'captcha'])('requires %s', (field) => {
    const { [field]: _, ...rest } = valid as Record<string, string>
    expect(first(rest)?.path).toBe(field)
    expect(first({ ...valid, [field]: '   ' })?.path).toBe(field)
  })

  it('limits the description to 300 characters', () => {
    expect(first({ ...valid, description: 'a'.repeat(300) })).toBeNull()
    expect(first({ ...valid, description: 'a'.repeat(301) })).toEqual({ message: 'Descrizione: al massimo 300 caratteri.', path: 'description' })
  })

  it.each([
    ['contact', 'x'.repeat(201), 'Ente o organizzazione: al massimo 200 caratteri.'],
    ['name', 'x'.repeat(121), 'Nome e cognome: al massimo 120 caratteri.'],
    ['address', 'non-una-email', 'Email: indirizzo non valido.'],
    ['address', `${'a'.repeat(250)}@x.it`, 'Email: indirizzo troppo lungo.'],
    ['phone', '06-123<script>', 'Telefono: usa solo cifre, spazi e i segni + - ( ) . /'],
    ['phone', '12', 'Telefono: il numero è troppo corto, scrivi almeno 6 cifre (ad esempio 06 1234567).'],
    ['phone', '06123', 'Telefono: il numero è troppo corto, scrivi almeno 6 cifre (ad esempio 06 1234567).'],
    ['captcha', 'x'.repeat(8001), 'Verifica anti-robot non valida.'],
  ])('keeps %s within sane limits (%#)', (field, value, message) => {
    expect(first({ ...valid, [field]: value })).toEqual({ message, path: field })
  })

  it.each([
    ['name', 42],
    ['area', ['centro']],
    ['description', { text: 'x' }],
    ['captcha', true],
  ])('refuses a %s of the wrong type', (field, value) => {
    expect(first({ ...valid, [field]: value })?.path).toBe(field)
  })

  it('is strict: unknown fields, __proto__ included, are refused', () => {
    expect(first({ ...valid, extra: 1 })).toEqual({ message: 'La richiesta contiene campi non previsti.', path: '' })
    expect(first(JSON.parse(`{"__proto__": {"admin": true}, ${JSON.stringify(valid).slice(1)}`))?.message).toBe('La richiesta contiene campi non previsti.')
  })

  it('refuses control characters and counts lengths in UTF-16 units (issue 12, finding 8)', () => {
    expect(first({ ...valid, contact: 'Comune\u0000di Esempio' })).toEqual({
      message: 'Ente o organizzazione: contiene caratteri non ammessi (caratteri di controllo invisibili).',
      path: 'contact',
    })
    expect(first({ ...valid, name: 'Maria\nBianchi' })?.path).toBe('name')
    expect(first({ ...valid, description: 'Riga uno\nRiga due\twith tab' })).toBeNull()
    expect(first({ ...valid, description: 'Riga\u0000' })?.message).toBe('Descrizione: contiene caratteri non ammessi (caratteri di controllo invisibili).')
    expect(first({ ...valid, description: '😀'.repeat(150) })).toBeNull()
    expect(first({ ...valid, description: '😀'.repeat(151) })).toEqual({ message: 'Descrizione: al massimo 300 caratteri.', path: 'description' })
    expect(first({ ...valid, address: `${'m'.repeat(65)}@comune.esempio.it` })?.message).toBe('Email: al massimo 64 caratteri prima della @.')
  })

  it('has a no-JavaScript variant without the token', () => {
    const { captcha: _, ...fields } = valid
    expect(territoryFieldsSchema.safeParse(fields).success).toBe(true)
  })

  it('carries the spec messages', () => {
    expect(TERRITORY_MESSAGES).toEqual({
      success: 'Messaggio inviato!',
      failure: "Errore durante l'invio del form",
      network: 'Errore di connessione o reCAPTCHA. Riprova più tardi.',
    })
  })
})
