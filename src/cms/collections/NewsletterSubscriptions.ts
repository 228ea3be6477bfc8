import type { CollectionConfig } from 'payload'
import { AVVISI_PER, IN_QUANTO, RAPPRESENTO } from '@/forms/newsletter/fields'
import { SUBMISSIONS_GROUP, submissionAccess } from './submissions'
import { italianDate } from '../fields/dates'

const SUBSCRIPTION_STATUSES = [
  { value: 'pending', label: 'In attesa di conferma' },
  { value: 'confirmed', label: 'Confermata' },
  { value: 'unsubscribed', label: 'Annullata' },
  { value: 'suppressed', label: 'Sospesa: consegna rifiutata' },
] as const

/** One row per address (unique, lowercase); double opt-in moves it from pending to confirmed. */
export const NewsletterSubscriptions: CollectionConfig = {
  slug: 'newsletterSubscriptions',
  labels: { singular: 'Iscrizione alla newsletter', plural: 'Iscrizioni alla newsletter' },
  access: submissionAccess,
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'rappresento', 'nomeStruttura', 'createdAt'],
    group: SUBMISSIONS_GROUP,
    description: 'Iscrizioni ricevute dal modulo della newsletter. Si possono leggere, esportare in CSV e cancellare.',
  },
  fields: [
    { name: 'email', label: 'Email', type: 'email', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'status',
      label: 'Stato',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [...SUBSCRIPTION_STATUSES],
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'rappresento', label: 'Rappresenta', type: 'select', required: true, options: [...RAPPRESENTO], admin: { readOnly: true } },
    { name: 'tipoEnte', label: 'Tipo di ente', type: 'text', admin: { readOnly: true } },
    { name: 'nomeStruttura', label: 'Nome della struttura', type: 'text', admin: { readOnly: true, description: 'Vuoto per chi si è iscritto come cittadino («Altro»).' } },
    { name: 'inQuanto', label: 'Ruolo', type: 'select', options: [...IN_QUANTO], admin: { readOnly: true } },
    { name: 'avvisiPer', label: 'Avvisi per', type: 'select', options: AVVISI_PER.map((o) => ({ ...o })), index: true, admin: { readOnly: true, description: 'Riceve un’email quando si apre un avviso per questo tipo di ente.' } },
    italianDate({ name: 'confirmedAt', label: 'Confermata il', admin: { readOnly: true, position: 'sidebar' } }, true),
    italianDate({ name: 'unsubscribedAt', label: 'Annullata il', admin: { readOnly: true, position: 'sidebar' } }, true),
    italianDate({ name: 'confirmationSentAt', label: 'Email di conferma inviata il', admin: { readOnly: true, position: 'sidebar' } }, true),
    {
      name: 'sendError',
      label: 'Ultimo errore di invio',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar', description: 'Vuoto se l’ultima email di conferma è partita.' },
    },
  ],
  timestamps: true,
}
