import { describe, expect, it } from 'vitest'
import { emptyAnswers, NEWSLETTER_LIMITS } from './fields'
import { newsletterErrors, newsletterSchema } from './schema'

const pa = { email: 'Mario.Rossi@Comune.Esempio.it ', rappresento: 'pubblica-amministrazione', nomeStruttura: 'Comune di Esempio', inQuanto: 'dirigente-dell-amministrazione', tipoEnte: '', avvisiPer: '' }
const messageOf = (data: unknown) => {
  const r = newsletterSchema.safeParse(data)
  return r.success ? null : r.error.issues[0].message
}

describe('newsletterSchema', () => {
  it('accepts a public administration with its role, lowercases the email and drops tipoEnte', () => {
    expect(newsletterSchema.parse({ ...pa, tipoEnte: 'ignorato' })).toEqual({
      email: 'mario.rossi@comune.esempio.it',
      rappresento: 'pubblica-amministrazione',
      nomeStruttura: 'Comune di Esempio',
      inQuanto: 'dirigente-dell-amministrazione',
      tipoEnte: undefined,
    })
  })

  it('requires inQuanto only for a public administration, with a known value', () => {
    expect(messageOf({ ...pa, inQuanto: '' })).toBe('Indica il tuo ruolo nell’amministrazione.')
    expect(messageOf({ ...pa, inQuanto: undefined })).toBe('Indica il tuo ruolo nell’amministrazione.')
    expect(messageOf({ ...pa, inQuanto: 'sindaco' })).toBe('Il ruolo indicato non è valido.')
    for (const inQuanto of ['dirigente-sistemi-it-dell-amministrazione', 'dipendente-dell-amministrazione', 'altro']) {
      expect(messageOf({ ...pa, inQuanto })).toBeNull()
    }
    expect(newsletterSchema.parse({ ...pa, rappresento: 'fornitore-it', inQuanto: '' }).inQuanto).toBeUndefined()
  })

  it('requires tipoEnte only when rappresento is altro', () => {
    const altro = { ...pa, rappresento: 'altro', inQuanto: '' }
    expect(messageOf(altro)).toBe('Indica il tipo di ente che rappresenti.')
    expect(messageOf({ ...altro, tipoEnte: '   ' })).toBe('Indica il tipo di ente che rappresenti.')
    expect(newsletterSchema.parse({ ...altro, tipoEnte: ' Università ' }).tipoEnte).toBe('Università')
    expect(messageOf({ email: 'a@b.it', rappresento: 'fornitore-it', nomeStruttura: 'Ditta' })).toBeNull()
  })

  it('finds every problem in one pass, the conditional ones too, when another answer is wrong (issue 39)', () => {
    expect(newsletterErrors({ email: 'nome@comune', rappresento: 'pubblica-amministrazione', nomeStruttura: '', tipoEnte: '', inQuanto: '' })).toEqual({
      email: 'Inserisci un indirizzo email valido, ad esempio nome@comune.it.',
      nomeStruttura: 'Inserisci il nome della struttura.',
      inQuanto: 'Indica il tuo ruolo nell’amministrazione.',
    })
  })

  it('lets a citizen («Altro») subscribe without naming an organisation, and no one else', () => {
    const cittadino = { email: 'anna@example.it', rappresento: 'altro', tipoEnte: 'Cittadina', nomeStruttura: '', inQuanto: '' }
    expect(messageOf(cittadino)).toBeNull()
    expect(newsletterSchema.parse(cittadino).nomeStruttura).toBeUndefined()
    expect(messageOf({ email: 'anna@example.it', rappresento: 'altro', tipoEnte: 'Cittadina' })).toBeNull()
    expect(messageOf({ ...cittadino, rappresento: 'fornitore-it' })).toBe('Inserisci il nome della struttura.')
  })

  it.each([
    [{ ...pa, email: '' }, 'Inserisci il tuo indirizzo email.'],
    [{ ...pa, email: undefined }, 'Inserisci il tuo indirizzo email.'],
    [{ ...pa, email: 'non-valida' }, 'Inserisci un indirizzo email valido, ad esempio nome@comune.it.'],
    [{ ...pa, email: `${'a'.repeat(250)}@b.it` }, `L’indirizzo email può avere al massimo ${NEWSLETTER_LIMITS.email} caratteri.`],
    [{ ...pa, email: 42 }, 'Inserisci il tuo indirizzo email.'],
    [{ ...pa, rappresento: 'ALTRO' }, 'Indica chi rappresenti.'],
    [{ ...pa, rappresento: undefined }, 'Indica chi rappresenti.'],
    [{ ...pa, nomeStruttura: '  ' }, 'Inserisci il nome della struttura.'],
    [{ ...pa, nomeStruttura: 'x'.repeat(201) }, 'Il nome della struttura può avere al massimo 200 caratteri.'],
    [{ ...pa, rappresento: 'altro', tipoEnte: 'x'.repeat(121) }, 'Il tipo di ente può avere al massimo 120 caratteri.'],
    [{ ...pa, tipoEnte: null }, 'Il tipo di ente non è valido.'],
    [{ ...pa, admin: true }, 'La richiesta contiene campi non previsti.'],
    [JSON.parse(`{"__proto__": {"x": 1}, ${JSON.stringify(pa).slice(1)}`), 'La richiesta contiene campi non previsti.'],
  ])('refuses invalid input in Italian (%#)', (data, message) => {
    expect(messageOf(data)).toBe(message)
  })

  it('refuses control characters instead of storing text a database truncates (issue 12, finding 8)', () => {
    const control = 'Il nome della struttura contiene caratteri non ammessi (caratteri di controllo invisibili).'
    for (const nomeStruttura of ['Ditta\u0000Nascosta', 'Ditta\u0007', 'Ditta\u007FX', 'Ditta\u0085X', 'Ditta\nSeconda riga', 'Ditta\tX', 'Ditta \uD83D']) {
      expect(messageOf({ ...pa, nomeStruttura }), JSON.stringify(nomeStruttura)).toBe(control)
    }
    expect(messageOf({ ...pa, rappresento: 'altro', inQuanto: '', tipoEnte: 'Ente\u0000' })).toBe(
      'Il tipo di ente contiene caratteri non ammessi (caratteri di controllo invisibili).',
    )
    expect(messageOf({ ...pa, nomeStruttura: 'Società «Ñandú» 😀 – Ω' })).toBeNull()
  })

  it('counts lengths in UTF-16 units, as the input’s maxlength does (an emoji is 2)', () => {
    expect(messageOf({ ...pa, nomeStruttura: '😀'.repeat(100) })).toBeNull()
    expect(messageOf({ ...pa, nomeStruttura: '😀'.repeat(101) })).toBe('Il nome della struttura può avere al massimo 200 caratteri.')
  })

  it('allows at most 64 characters before the @', () => {
    expect(messageOf({ ...pa, email: `${'a'.repeat(64)}@comune.esempio.it` })).toBeNull()
    expect(messageOf({ ...pa, email: `${'a'.repeat(65)}@comune.esempio.it` })).toBe('L’indirizzo email può avere al massimo 64 caratteri prima della @.')
    expect(messageOf({ ...pa, email: 'a\u0000b@comune.esempio.it' })).toBe('Inserisci un indirizzo email valido, ad esempio nome@comune.it.')
  })

  it('gives the browser form one message per field', () => {
    expect(newsletterErrors({ email: 'x', rappresento: '', nomeStruttura: '', tipoEnte: '', inQuanto: '' })).toEqual({
      email: 'Inserisci un indirizzo email valido, ad esempio nome@comune.it.',
      rappresento: 'Indica chi rappresenti.',
      nomeStruttura: 'Inserisci il nome della struttura.',
    })
    expect(newsletterErrors({ email: 'a@b.it', rappresento: 'fornitore-it', nomeStruttura: 'X', tipoEnte: '', inQuanto: '' })).toEqual({})
  })

  it('lists the missing role together with the empty fields, in one submit', () => {
    const errors = newsletterErrors({ email: 'nome@', rappresento: 'pubblica-amministrazione', nomeStruttura: '', tipoEnte: '', inQuanto: '' })
    expect(Object.keys(errors)).toEqual(['email', 'nomeStruttura', 'inQuanto'])
  })
})

describe('emptyAnswers (the button\'s list before the schema has loaded)', () => {
  const empty = { email: '', rappresento: '', nomeStruttura: '', tipoEnte: '', inQuanto: '', avvisiPer: '' }
  it.each([
    ['nothing written', empty],
    ['a public administration chosen', { ...empty, rappresento: 'pubblica-amministrazione' }],
    ['«Altro» chosen', { ...empty, rappresento: 'altro', email: 'nome@comune.it' }],
    ['only the name missing', { ...pa, nomeStruttura: ' ' }],
  ])('names the fields the schema finds missing: %s', (_, values) => {
    expect(emptyAnswers(values).sort()).toEqual(Object.keys(newsletterErrors(values)).sort())
  })
})
