import { describe, expect, it } from 'vitest'
import { missingFieldsMessage, refusedTransition, reviewOutcomeEmail, scheduleFailedEmail } from './review'

describe('la revisione come macchina a stati', () => {
  it('si invia solo fuori revisione; si pubblica, si rimanda o si programma solo in revisione', () => {
    expect(refusedTransition(false, 'inviata')).toBeNull()
    expect(refusedTransition(true, 'inviata')).toMatch(/^Questo contenuto è già in revisione/)
    for (const action of ['pubblicata', 'rimandata', 'programmata']) {
      expect(refusedTransition(true, action)).toBeNull()
      expect(refusedTransition(false, action)).toMatch(/^Questo contenuto non è in revisione/)
    }
    expect(refusedTransition(true, 'approvata')).toBe('Azione di revisione sconosciuta.')
  })

  it('nomina i campi obbligatori vuoti', () => {
    expect(missingFieldsMessage([])).toBeNull()
    expect(missingFieldsMessage(['Categoria'])).toBe('Prima di inviarlo in revisione compila il campo obbligatorio «Categoria».')
    expect(missingFieldsMessage(['Domanda', 'Categoria'])).toBe('Prima di inviarlo in revisione compila i campi obbligatori «Domanda», «Categoria».')
  })

  it('scrive al redattore che cosa è successo alla sua bozza', () => {
    const back = reviewOutcomeEmail({ action: 'rimandata', title: 'Chi può candidarsi', who: 'Carla', note: 'Manca il link', link: 'http://x/admin' })
    expect(back).toEqual({ subject: 'Da correggere: «Chi può candidarsi»', text: 'Carla ti ha rimandato «Chi può candidarsi».\nCommento: Manca il link\n\nApri la bozza, correggila e inviala di nuovo in revisione: http://x/admin' })
    expect(reviewOutcomeEmail({ action: 'pubblicata', title: 'T', who: 'Carla', note: '', link: 'L' })?.text).toBe('Carla ha pubblicato «T», che avevi inviato in revisione.\n\nL')
    expect(reviewOutcomeEmail({ action: 'programmata', title: 'T', who: 'Carla', note: '', link: 'L', when: '15/12/2027 14:30' })?.subject).toBe('Programmata: «T»')
    expect(reviewOutcomeEmail({ action: 'inviata', title: 'T', who: 'Anna', note: '', link: 'L' })).toBeNull()
  })

  it('dice a chi ha programmato perché il ritiro non è riuscito', () => {
    const mail = scheduleFailedEmail({ title: 'Il programma', kind: 'unpublish', reason: 'Impossibile togliere dalla pubblicazione: è collegata da «Home»', when: '28/11/2026 01:00', link: 'L' })
    expect(mail.subject).toBe('Non riuscita: ritiro di «Il programma»')
    expect(mail.text).toContain('Il ritiro dalla pubblicazione programmato di «Il programma» non è riuscito (28/11/2026 01:00).\nMotivo: Impossibile togliere')
  })
})
