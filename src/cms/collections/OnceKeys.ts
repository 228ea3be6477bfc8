import type { CollectionConfig } from 'payload'
import { admins, nobody } from './access'

/**
 * Keys that may be used once: accepted captcha tokens and Salesforce delivery attempts.
 * The unique index makes "first use" atomic across every server instance.
 */
export const OnceKeys: CollectionConfig = {
  slug: 'onceKeys',
  labels: { singular: 'Chiave monouso', plural: 'Chiavi monouso' },
  access: { read: admins, create: nobody, update: nobody, delete: admins },
  admin: { group: 'Impostazioni', hidden: true, useAsTitle: 'key' },
  fields: [
    { name: 'key', label: 'Chiave', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', label: 'Scade il', type: 'date', required: true, index: true },
    // Issue 37: the request (its idempotency key) a captcha token was spent on. Its retry, after a
    // first try that never stored (the instance killed), presents the same token: accepted again.
    { name: 'holder', label: 'Richiesta', type: 'text' },
  ],
}
