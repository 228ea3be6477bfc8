import type { CollectionConfig } from 'payload'
import { isInternalTarget, isLegacyId } from '@/content/legacy-redirects'
import { chiefEditors } from './access'

/**
 * Old FAQ anchors and where they moved. Hand-written rather than plugin-redirects:
 * that plugin matches paths, these are URL fragments, and it pins payload 3.90.1.
 */
export const LegacyRedirects: CollectionConfig = {
  slug: 'legacyRedirects',
  labels: { singular: 'Reindirizzamento FAQ storico', plural: 'Reindirizzamenti FAQ storici' },
  access: { read: chiefEditors, create: chiefEditors, update: chiefEditors, delete: chiefEditors },
  admin: {
    useAsTitle: 'legacyId',
    defaultColumns: ['legacyId', 'target'],
    group: 'Impostazioni',
    description: 'Ancore delle vecchie FAQ (es. 01_generali/001_CosNextGenerationEU) e il nuovo percorso. Import: npm run redirects:import file.tsv, oppure le FAQ con i loro collegamenti: npm run faq:import export.csv',
  },
  fields: [
    {
      name: 'legacyId',
      label: 'Identificativo storico',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (v: unknown) => (typeof v === 'string' && isLegacyId(v.normalize('NFC')) ? true : 'Formato atteso: cartella/numero_testo.'),
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? value.normalize('NFC') : value)] },
    },
    {
      name: 'target',
      label: 'Nuovo percorso',
      type: 'text',
      required: true,
      validate: (v: unknown) =>
        typeof v === 'string' && isInternalTarget(v) ? true : 'Solo percorsi di questo sito, che iniziano con / (es. /supporto/...).',
    },
  ],
}
