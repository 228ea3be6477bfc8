import { describe, expect, it } from 'vitest'
import { clip, isCleanText, spaceControls, textLength } from '@/content/text-rules'
import { text } from './text'

describe('one length unit: UTF-16 code units, as maxlength and Payload count', () => {
  it('counts an emoji as 2 and clips without splitting it', () => {
    expect(textLength('😀')).toBe(2)
    expect(clip('a😀😀', 4)).toBe('a😀')
    expect(clip('a😀😀', 5)).toBe('a😀😀')
    expect(clip('abc', 2)).toBe('ab')
  })

  it('checks the limit in that unit, where zod’s max() counts code points', () => {
    const schema = text({ max: 4, invalid: 'x', tooLong: 'troppo lungo', control: 'controllo' })
    expect(schema.safeParse('😀😀').success).toBe(true)
    expect(schema.safeParse('😀😀a').error?.issues[0]?.message).toBe('troppo lungo')
  })
})

describe('control characters', () => {
  it('refuses C0 (tab and new lines only in multi-line text), DEL, C1 and lone surrogates', () => {
    for (const bad of ['\u0000', '\u0001', '\u001F', '\u007F', '\u0080', '\u009F', '\uD83D', '\uDE00x']) {
      expect(isCleanText(`a${bad}b`, true), JSON.stringify(bad)).toBe(false)
    }
    expect(isCleanText('a\tb\nc\r\nd', true)).toBe(true)
    expect(isCleanText('a\tb')).toBe(false)
    expect(isCleanText('Perché 😀 «è» — ok\u00A0fine')).toBe(true)
  })

  it('turns them into spaces where text is only read (the search query)', () => {
    expect(spaceControls('a\u0000b\u0001c\u0085d\uD83De 😀')).toBe('a b c d e 😀')
  })

  it('gives the field’s message before any other', () => {
    const schema = text({ max: 3, required: 'obbligatorio', invalid: 'x', tooLong: 'troppo lungo', control: 'controllo' })
    expect(schema.safeParse('\u0000\u0000\u0000\u0000').error?.issues.map((i) => i.message)).toEqual(['controllo'])
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('obbligatorio')
  })
})
