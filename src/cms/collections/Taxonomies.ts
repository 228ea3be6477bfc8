import type { CollectionConfig, Field } from 'payload'
import { revalidateSite } from '../hooks/revalidate'
import { publicRead } from './access'
import { italianNumber } from '../fields/numbers'

/** The spec's filter lists: beneficiary bodies, promoting bodies, measures (id, label); the label's slug is the page address. */
function filterList(slug: string, singular: string, plural: string, fields: Field[] = []): CollectionConfig {
  return {
    slug,
    labels: { singular, plural },
    access: publicRead,
    admin: { useAsTitle: 'label', group: 'Elenchi per i filtri' },
    defaultSort: 'label',
    hooks: revalidateSite(slug),
    fields: [{ name: 'label', label: 'Nome', type: 'text', required: true, unique: true }, ...fields],
  }
}

const description = (label: string): Field => ({ name: 'descrizione', label, type: 'textarea', maxLength: 1000 })

export const EnteBeneficiarios = filterList('enteBeneficiarios', 'Ente beneficiario', 'Enti beneficiari', [
  description('Presentazione (in /beneficiari)'),
])
export const EntePromotores = filterList('entePromotores', 'Ente promotore', 'Enti promotori')

/** A measure of the programme: its card in /misure and its page /misure/<slug>. */
export const Misuras = filterList('misuras', 'Misura', 'Misure', [
  description('Che cosa finanzia'),
  italianNumber({ name: 'risorseInEuro', label: 'Risorse in euro', min: 0 }, 'euro'),
  { name: 'plateaPotenziale', label: 'Platea potenziale (es. 7.904 comuni)', type: 'text' },
  { name: 'aggiornamenti', label: 'Aggiornamenti (es. stato degli avvisi)', type: 'text' },
  { name: 'entePromotore', label: 'Ente promotore', type: 'relationship', relationTo: 'entePromotores' },
  { name: 'entiBeneficiari', label: 'Chi può candidarsi', type: 'relationship', relationTo: 'enteBeneficiarios', hasMany: true },
])
