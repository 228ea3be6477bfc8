import type { CollectionConfig } from 'payload'
import { EDITORIAL_COLLECTIONS } from '@/content/paths'
import { REVIEW_ACTIONS } from '@/content/review'
import { closeOpenReviews, notifyReview, recordReviewer } from '../hooks/review'
import { editors, nobody } from './access'

/**
 * The review step (issue 31): one row per action on a document's draft. A redattore sends it
 * «In revisione» with a comment; a caporedattore publishes it or sends it back with a comment,
 * or schedules its publication. Open rows (`aperta`) are the caporedattori's queue; all rows are
 * the document's history. The transitions are checked in hooks/review.ts (content/review.ts).
 */
export const Revisioni: CollectionConfig = {
  slug: 'revisioni',
  labels: { singular: 'Revisione', plural: 'Revisioni' },
  access: { read: editors, create: editors, update: nobody, delete: nobody },
  admin: {
    group: 'Contenuti',
    useAsTitle: 'titolo',
    defaultColumns: ['titolo', 'azione', 'nota', 'autoreNome', 'aperta', 'createdAt'],
    description: 'Le bozze inviate in revisione e che cosa ne è stato fatto. «Aperta»: aspetta un caporedattore.',
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [recordReviewer], afterChange: [closeOpenReviews, notifyReview] },
  fields: [
    { name: 'documento', label: 'Contenuto', type: 'relationship', relationTo: [...EDITORIAL_COLLECTIONS], required: true, index: true },
    { name: 'titolo', label: 'Titolo del contenuto', type: 'text', admin: { readOnly: true } },
    { name: 'azione', label: 'Azione', type: 'select', required: true, options: REVIEW_ACTIONS.map((a) => ({ ...a })), enumName: 'enum_revisioni_azione' },
    { name: 'nota', label: 'Commento', type: 'textarea', maxLength: 2000 },
    { name: 'autore', label: 'Account', type: 'relationship', relationTo: 'users', admin: { readOnly: true, hidden: true } },
    // The name as it was, readable by every editor (accounts are readable only by their owner and amministratori).
    { name: 'autoreNome', label: 'Chi', type: 'text', admin: { readOnly: true } },
    { name: 'aperta', label: 'Aperta', type: 'checkbox', defaultValue: false, index: true, admin: { readOnly: true } },
  ],
}
