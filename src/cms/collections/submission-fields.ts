import type { Field } from 'payload'

/** How the human check went: stored on every request so editors can weigh it. */
export const captchaField: Field = {
  name: 'captcha',
  label: 'Verifica anti-robot',
  type: 'select',
  required: true,
  options: [
    { label: 'verificato', value: 'verificato' },
    { label: 'non verificato (invio senza JavaScript)', value: 'non verificato' },
  ],
  admin: { position: 'sidebar', readOnly: true },
}

/** Outcome of the e-mail to the team: a failure never loses the request. */
export const notificationFields: Field[] = [
  {
    name: 'notifica',
    label: 'Notifica e-mail',
    type: 'select',
    defaultValue: 'in attesa',
    options: [
      { label: 'in attesa', value: 'in attesa' },
      { label: 'inviata', value: 'inviata' },
      { label: 'non configurata', value: 'non configurata' },
      { label: 'non riuscita', value: 'non riuscita' },
    ],
    admin: { position: 'sidebar', readOnly: true },
  },
  { name: 'notificaErrore', label: 'Errore della notifica', type: 'text', admin: { position: 'sidebar', readOnly: true } },
]

export const readOnly = { readOnly: true } as const

/**
 * The idempotency key of the request (src/forms/shared/submission-key.ts): a retry stores nothing
 * twice. Unique; never shown or exported.
 */
export const submissionKeyField: Field = {
  name: 'chiaveInvio',
  label: 'Chiave di invio',
  type: 'text',
  unique: true,
  index: true,
  admin: { hidden: true },
  custom: { 'plugin-import-export': { disabled: true } },
}
