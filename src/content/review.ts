/** The review step's actions, as stored and as editors read them. */
export const REVIEW_ACTIONS = [
  { value: 'inviata', label: 'Inviata in revisione' },
  { value: 'pubblicata', label: 'Approvata e pubblicata' },
  { value: 'rimandata', label: 'Rimandata al redattore' },
] as const


export const reviewLabel = (action: string): string => REVIEW_ACTIONS.find((a) => a.value === action)?.label ?? action

/** The email to caporedattori when a draft is sent for review. */
export function reviewEmail(input: { title: string; who: string; note: string; link: string }): { subject: string; text: string } {
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
