import type { CollectionConfig } from 'payload'
import { chiefEditors, nobody } from './access'
import { SUBMISSIONS_GROUP } from './submissions'
import { italianDate } from '../fields/dates'
import { DELIVERY_STATUSES } from '@/forms/newsletter/issue-fields'

/**
 * One row per issue and subscriber (unique key): what makes a send resumable after a crash and
 * keeps each subscriber to one email. Written only by the sending job.
 */
export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletterDeliveries',
  labels: { singular: 'Invio della newsletter', plural: 'Invii della newsletter' },
  access: { read: chiefEditors, create: nobody, update: nobody, delete: nobody },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'issue', 'status', 'sentAt', 'error'],
    group: SUBMISSIONS_GROUP,
    description: 'Un invio per numero e iscritto: stato, errori e data. Scritti dal sistema durante l’invio.',
  },
  fields: [
    { name: 'key', label: 'Chiave', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true, hidden: true } },
    { name: 'issue', label: 'Numero', type: 'relationship', relationTo: 'newsletterIssues', required: true, index: true, admin: { readOnly: true } },
    { name: 'subscription', label: 'Iscrizione', type: 'relationship', relationTo: 'newsletterSubscriptions', required: true, admin: { readOnly: true } },
    { name: 'email', label: 'Email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'status', label: 'Stato', type: 'select', required: true, defaultValue: 'in-attesa', options: [...DELIVERY_STATUSES], index: true, admin: { readOnly: true } },
    { name: 'attempts', label: 'Tentativi', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'messageId', label: 'Message-ID', type: 'text', admin: { readOnly: true } },
    { name: 'error', label: 'Errore', type: 'text', admin: { readOnly: true } },
    italianDate({ name: 'sentAt', label: 'Inviata il', admin: { readOnly: true } }, true),
  ],
  timestamps: true,
}
