import type { CollectionConfig } from 'payload'
import { TERRITORY_AREAS } from '@/forms/territory/fields'
import { chiefEditors, nobody } from './access'
import { captchaField, notificationFields, readOnly, submissionKeyField } from './submission-fields'
import { SUBMISSIONS_GROUP } from './submissions'

/** Requests to be contacted by the territorial referent; written only by the public endpoint. */
export const TerritoryRequests: CollectionConfig = {
  slug: 'territoryRequests',
  labels: { singular: 'Richiesta di contatto territoriale', plural: 'Richieste di contatto territoriale' },
  // Stored as sent: nobody rewrites a request through the CMS API (jobs and hooks write their state with the local API).
  access: { read: chiefEditors, create: nobody, update: nobody, delete: chiefEditors },
  admin: {
    group: SUBMISSIONS_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'contact', 'area', 'createdAt', 'notifica'],
    description: 'Richieste inviate dal modulo «Contatta il territorio». Contengono dati personali: trattarle secondo l’informativa privacy.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'contact', label: 'Ente o organizzazione', type: 'text', required: true, admin: readOnly },
    { name: 'name', label: 'Nome e cognome', type: 'text', required: true, admin: readOnly },
    { name: 'address', label: 'Email', type: 'email', required: true, admin: readOnly },
    { name: 'phone', label: 'Telefono', type: 'text', required: true, admin: readOnly },
    { name: 'area', label: 'Area territoriale', type: 'select', required: true, options: TERRITORY_AREAS.map((a) => ({ ...a })), admin: readOnly },
    { name: 'description', label: 'Descrizione', type: 'textarea', required: true, admin: readOnly },
    captchaField,
    ...notificationFields,
    submissionKeyField,
  ],
}
