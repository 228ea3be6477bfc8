import type { FieldHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'
import { italianNumber } from './numbers'

const field = italianNumber({ name: 'risorseInEuro', label: 'Risorse in euro', min: 0, admin: { description: 'In euro.' } }, 'euro')
const hook = field.hooks!.beforeValidate![0]!
const run = (siblingData: Record<string, unknown>, query: Record<string, unknown> = {}) =>
  hook({ value: 5, siblingData, field, path: ['risorseInEuro'], req: { query } } as unknown as FieldHookArgs)

describe('italianNumber', () => {
  it('keeps a number field (no schema change), typed through the Italian input, published as said', () => {
    expect(field).toMatchObject({ name: 'risorseInEuro', type: 'number', min: 0, admin: { description: 'In euro.' } })
    expect(field.admin?.components?.Field).toEqual({ path: '@/cms/components/ItalianNumber.client#ItalianNumber', clientProps: { publishedAs: 'euro' } })
  })

  it('refuses a save whose typed text cannot be read, with the sentence on the field; autosave keeps the last number', () => {
    expect(() => run({ risorseInEuro__testo: '1.5' })).toThrow('Controlla questo campo: Risorse in euro')
    try {
      run({ risorseInEuro__testo: '1.5' })
    } catch (error) {
      expect((error as { status: number; data: unknown }).status).toBe(400)
      expect((error as { data: unknown }).data).toEqual({ errors: [{ path: 'risorseInEuro', message: '«1.5» non è chiaro: per i decimali usa la virgola (es. 1,5); il punto separa le migliaia (es. 11.200).' }] })
    }
    expect(run({ risorseInEuro__testo: '1.5' }, { autosave: true })).toBe(5)
    expect(run({})).toBe(5)
  })
})
