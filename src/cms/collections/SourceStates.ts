import type { CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'
import { chiefEditors, editors } from './access'
import { italianDate } from '../fields/dates'

/** Written by the jobs only (local API): through the CMS API nobody, whatever the role, changes a state. */
const jobsOnly = { create: (() => false) as FieldAccess, update: (() => false) as FieldAccess }

/** «Rileggi la fonte» empties «Ultimi dati validi»: the only change an editor makes here (never a date of their choosing). */
const reread: CollectionBeforeChangeHook = ({ data }) => {
  const { rileggi, ...rest } = data as { rileggi?: unknown }
  return rileggi === true ? { ...rest, goodAt: null } : rest
}

/**
 * The state of each outside source the site reads (chart sources, the avvisi source): last
 * attempt, last error, and for cached sources the last good value. Stored in the database so
 * every instance sees the same cache and the same errors (read by /api/health).
 */
export const SourceStates: CollectionConfig = {
  slug: 'sourceStates',
  labels: { singular: 'Stato di una fonte dati', plural: 'Stato delle fonti dati' },
  // Editors may only ask for a new read of the source («Rileggi la fonte»); a deleted state comes back at the next read.
  access: { read: editors, create: () => false, update: editors, delete: chiefEditors },
  admin: { group: 'Impostazioni', useAsTitle: 'label', defaultColumns: ['label', 'ok', 'checkedAt', 'error'] },
  hooks: { beforeChange: [reread] },
  fields: [
    { access: jobsOnly, name: 'key', label: 'Chiave', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { access: jobsOnly, name: 'label', label: 'Fonte', type: 'text', admin: { readOnly: true } },
    { access: jobsOnly, name: 'ok', label: 'Funziona', type: 'checkbox', defaultValue: true, index: true, admin: { readOnly: true } },
    { access: jobsOnly, name: 'error', label: 'Ultimo errore', type: 'textarea', admin: { readOnly: true } },
    italianDate({ access: jobsOnly, name: 'checkedAt', label: 'Ultimo controllo', admin: { readOnly: true } }, true),
    italianDate({ access: jobsOnly, name: 'goodAt', label: 'Ultimi dati validi', admin: { readOnly: true } }, true),
    {
      name: 'rileggi',
      label: 'Rileggi la fonte alla prossima visita',
      type: 'checkbox',
      virtual: true,
      admin: { description: 'Salvando, «Ultimi dati validi» si svuota e la fonte viene letta di nuovo.' },
    },
    { access: jobsOnly, name: 'value', label: 'Ultimo valore valido', type: 'json', admin: { readOnly: true } },
  ],
}
