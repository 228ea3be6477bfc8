/** The review step's actions, as stored and as editors read them. */
export const REVIEW_ACTIONS = [
  { value: 'inviata', label: 'Inviata in revisione' },
  { value: 'pubblicata', label: 'Approvata e pubblicata' },
  { value: 'rimandata', label: 'Rimandata al redattore' },
  { value: 'programmata', label: 'Pubblicazione programmata' },
] as const

export type ReviewAction = (typeof REVIEW_ACTIONS)[number]['value']

export const reviewLabel = (action: string): string => REVIEW_ACTIONS.find((a) => a.value === action)?.label ?? action

/**
 * The review as a state machine: a document is «in revisione» while its last action is
 * «inviata»; only then may it be published, sent back or scheduled from the review, and only
 * outside it may it be sent. Returns why an action is refused, or null.
 */
export function refusedTransition(inReview: boolean, action: string): string | null {
  if (action === 'inviata') return inReview ? 'Questo contenuto è già in revisione: aspetta che un caporedattore lo pubblichi o lo rimandi.' : null
  if (!REVIEW_ACTIONS.some((a) => a.value === action)) return 'Azione di revisione sconosciuta.'
  return inReview ? null : 'Questo contenuto non è in revisione: non c’è niente da pubblicare o rimandare da qui.'
}

/** The sentence that refuses sending for review while required fields are empty. */
export function missingFieldsMessage(labels: string[]): string | null {
  if (!labels.length) return null
  const list = labels.map((l) => `«${l}»`).join(', ')
  return labels.length === 1 ? `Prima di inviarlo in revisione compila il campo obbligatorio ${list}.` : `Prima di inviarlo in revisione compila i campi obbligatori ${list}.`
}

type Mail = { subject: string; text: string }

/** The email to caporedattori when a draft is sent for review. */
export function reviewEmail(input: { title: string; who: string; note: string; link: string }): Mail {
  return {
    subject: `Da rivedere: «${input.title}»`,
    text: [
      `${input.who} ha inviato in revisione «${input.title}».`,
      input.note ? `Commento: ${input.note}` : 'Nessun commento.',
      '',
      `Apri la bozza per pubblicarla o rimandarla con un commento: ${input.link}`,
    ].join('\n'),
  }
}

/** The email to the redattore who sent the draft, when a caporedattore acts on it. */
export function reviewOutcomeEmail(input: { action: ReviewAction; title: string; who: string; note: string; link: string; when?: string }): Mail | null {
  const note = input.note ? `Commento: ${input.note}` : ''
  if (input.action === 'rimandata') {
    return { subject: `Da correggere: «${input.title}»`, text: [`${input.who} ti ha rimandato «${input.title}».`, note, '', `Apri la bozza, correggila e inviala di nuovo in revisione: ${input.link}`].filter((l, i) => l || i === 2).join('\n') }
  }
  if (input.action === 'pubblicata') {
    return { subject: `Pubblicata: «${input.title}»`, text: [`${input.who} ha pubblicato «${input.title}», che avevi inviato in revisione.`, note, '', input.link].filter((l, i) => l || i === 2).join('\n') }
  }
  if (input.action === 'programmata') {
    return { subject: `Programmata: «${input.title}»`, text: [`${input.who} ha programmato la pubblicazione di «${input.title}»${input.when ? ` per il ${input.when}` : ''}.`, '', input.link].join('\n') }
  }
  return null
}

/** The email to whoever scheduled a publication or an unpublishing that was refused when due. */
export function scheduleFailedEmail(input: { title: string; kind: 'publish' | 'unpublish'; reason: string; when: string; link: string }): Mail {
  const what = input.kind === 'unpublish' ? 'Il ritiro dalla pubblicazione programmato' : 'La pubblicazione programmata'
  return {
    subject: `Non riuscita: ${input.kind === 'unpublish' ? 'ritiro' : 'pubblicazione'} di «${input.title}»`,
    text: [
      `${what} di «${input.title}» non è riuscit${input.kind === 'unpublish' ? 'o' : 'a'} (${input.when}).`,
      `Motivo: ${input.reason}`,
      '',
      `Il contenuto è rimasto com’era. La programmazione resta in «Programmazioni in attesa» finché non la rimuovi: ${input.link}`,
    ].join('\n'),
  }
}
