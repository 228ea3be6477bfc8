import type { CollectionConfig } from 'payload'
import { revalidateSite } from '../hooks/revalidate'
import { publicRead } from './access'

/** The spec's filter lists: beneficiary bodies, promoting bodies, measures (id, label). */
function filterList(slug: string, singular: string, plural: string): CollectionConfig {
  return {
    slug,
    labels: { singular, plural },
    access: publicRead,
    admin: { useAsTitle: 'label', group: 'Elenchi per i filtri' },
    defaultSort: 'label',
    hooks: revalidateSite(slug),
    fields: [{ name: 'label', label: 'Nome', type: 'text', required: true, unique: true }],
  }
}

export const EnteBeneficiarios = filterList('enteBeneficiarios', 'Ente beneficiario', 'Enti beneficiari')
export const EntePromotores = filterList('entePromotores', 'Ente promotore', 'Enti promotori')
export const Misuras = filterList('misuras', 'Misura', 'Misure')
