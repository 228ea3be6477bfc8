import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { exportColumns, italianRows, withSemicolons } from './csv-export'

const fields: Field[] = [
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'status', label: 'Stato', type: 'select', options: [{ value: 'pending', label: 'In attesa di conferma' }] },
  { name: 'utile', label: 'Utile', type: 'checkbox' },
  { type: 'row', fields: [{ name: 'confirmedAt', label: 'Confermata il', type: 'date' }] },
  { name: 'beneficiari', label: 'Beneficiari', type: 'text', hasMany: true },
  // As in a sanitized config: Payload's timestamps, labelled by a translation function.
  { name: 'createdAt', label: () => 'Created At', type: 'date' },
]

describe('esportazione CSV in italiano', () => {
  it('usa le etichette dei campi, delle opzioni e l’ora di Roma', () => {
    const rows = italianRows(
      [{ id: 7, email: 'a@b.it', status: 'pending', utile: true, confirmedAt: '2026-07-01T10:05:00.000Z', createdAt: '2026-01-15T23:30:00.000Z', beneficiari_0: 'Comuni' }],
      exportColumns(fields),
    )
    expect(rows).toEqual([
      { ID: 7, Email: 'a@b.it', Stato: 'In attesa di conferma', Utile: 'sì', 'Confermata il': '01/07/2026 12:05', 'Creato il': '16/01/2026 00:30', 'Beneficiari 1': 'Comuni' },
    ])
  })

  it('separa le celle con il punto e virgola, tenendo le virgolette, e mette sempre il BOM per Excel', () => {
    expect(withSemicolons('Città,Più\nRoma,sì\n')).toBe('\uFEFFCittà;Più\nRoma;sì\n')
    expect(withSemicolons('\uFEFFa,b\n"1,5","x ""y"""\n')).toBe('\uFEFFa;b\n1,5;"x ""y"""\n')
  })
})
