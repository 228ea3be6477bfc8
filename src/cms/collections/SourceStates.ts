import type { CollectionConfig } from 'payload'
import { editors } from './access'
import { italianDate } from '../fields/dates'

/**
 * The state of each outside source the site reads (chart sources, the avvisi source): last
 * attempt, last error, and for cached sources the last good value. Stored in the database so
 * every instance sees the same cache and the same errors (read by /api/health).
 */
export const SourceStates: CollectionConfig = {
  slug: 'sourceStates',
  labels: { singular: 'Stato di una fonte dati', plural: 'Stato delle fonti dati' },
  access: { read: editors, create: () => false, update: editors, delete: editors },
  admin: { group: 'Impostazioni', useAsTitle: 'label', defaultColumns: ['label', 'ok', 'checkedAt', 'error'] },
  fields: [
    { name: 'key', label: 'Chiave', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'label', label: 'Fonte', type: 'text', admin: { readOnly: true } },
    { name: 'ok', label: 'Funziona', type: 'checkbox', defaultValue: true, index: true, admin: { readOnly: true } },
    { name: 'error', label: 'Ultimo errore', type: 'textarea', admin: { readOnly: true } },
    italianDate({ name: 'checkedAt', label: 'Ultimo controllo', admin: { readOnly: true } }, true),
    italianDate({ name: 'goodAt', label: 'Ultimi dati validi', admin: { description: 'Svuota per forzare una nuova lettura della fonte.' } }, true),
    { name: 'value', label: 'Ultimo valore valido', type: 'json', admin: { readOnly: true } },
  ],
}
