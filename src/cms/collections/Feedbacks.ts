import type { CollectionConfig } from 'payload'
import { COMMENT_MAX } from '@/forms/feedback/limits'
import { SUBMISSIONS_GROUP, submissionAccess } from './submissions'

/** Page ratings: yes/no, an optional comment, the page. */
export const Feedbacks: CollectionConfig = {
  slug: 'feedbacks',
  labels: { singular: 'Valutazione di pagina', plural: 'Valutazioni delle pagine' },
  access: submissionAccess,
  admin: {
    defaultColumns: ['utile', 'percorso', 'commento', 'createdAt'],
    group: SUBMISSIONS_GROUP,
    description: 'Risposte a «Questa pagina ti è stata utile?». Si possono leggere, esportare in CSV e cancellare.',
  },
  fields: [
    { name: 'utile', label: 'Utile', type: 'checkbox', required: true, admin: { readOnly: true } },
    { name: 'commento', label: 'Commento', type: 'textarea', maxLength: COMMENT_MAX, admin: { readOnly: true } },
    { name: 'link', label: 'Id della pagina', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'percorso', label: 'Percorso della pagina', type: 'text', admin: { readOnly: true } },
    {
      name: 'tokenId',
      label: 'Impronta del token',
      type: 'text',
      unique: true,
      admin: { hidden: true },
      // Only for "one token, one feedback"; never exported.
      custom: { 'plugin-import-export': { disabled: true } },
    },
  ],
  timestamps: true,
}
