import type { CollectionConfig } from 'payload'
import { SUPPORT_APPLICANTS, SUPPORT_NOTICES, SUPPORT_SUBJECTS } from '@/forms/support/fields'
import { chiefEditors, nobody } from './access'
import { captchaField, notificationFields, readOnly, submissionKeyField } from './submission-fields'
import { SUBMISSIONS_GROUP } from './submissions'
import { italianDate } from '../fields/dates'

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }))

const FORWARDING_STATES = ['in coda', 'inoltrata', 'errore', 'non configurato'] as const

/** Support requests: stored first, then forwarded to Salesforce Web-to-Case by a job. */
export const SupportRequests: CollectionConfig = {
  slug: 'supportRequests',
  labels: { singular: 'Richiesta di assistenza', plural: 'Richieste di assistenza' },
  // Stored as sent: nobody rewrites a request through the CMS API (jobs and hooks write their state with the local API).
  access: { read: chiefEditors, create: nobody, update: nobody, delete: chiefEditors },
  admin: {
    group: SUBMISSIONS_GROUP,
    useAsTitle: 'object',
    defaultColumns: ['object', 'applicant', 'subject', 'inoltro', 'createdAt'],
    description: 'Richieste inviate dal modulo di assistenza e il loro inoltro a Salesforce. Contengono dati personali.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'applicant', label: 'Tipo di richiedente', type: 'select', required: true, options: options(SUPPORT_APPLICANTS), admin: readOnly },
    { name: 'address', label: 'Email', type: 'email', required: true, admin: readOnly },
    { name: 'phone', label: 'Telefono', type: 'text', admin: readOnly },
    { name: 'subject', label: 'Argomento', type: 'select', required: true, options: options(SUPPORT_SUBJECTS), admin: readOnly },
    { name: 'object', label: 'Oggetto', type: 'text', required: true, admin: readOnly },
    { name: 'description', label: 'Descrizione', type: 'textarea', required: true, admin: readOnly },
    { name: 'notice', label: 'Avviso', type: 'select', required: true, options: options(SUPPORT_NOTICES), admin: readOnly },
    captchaField,
    // The visitor's captcha token, forwarded as Web-to-Case's captcha response; not shown.
    { name: 'captchaResponse', type: 'text', admin: { hidden: true } },
    {
      name: 'inoltro',
      label: 'Inoltro a Salesforce',
      type: 'select',
      required: true,
      defaultValue: 'in coda',
      index: true,
      options: options(FORWARDING_STATES),
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'tentativi', label: 'Tentativi di inoltro', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
    { name: 'ultimoErrore', label: 'Ultimo errore di inoltro', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    italianDate({ name: 'inoltrataIl', label: 'Inoltrata il', admin: { position: 'sidebar', readOnly: true } }, true),
    ...notificationFields,
    submissionKeyField,
  ],
}
