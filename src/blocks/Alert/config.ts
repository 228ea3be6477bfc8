import type { Block } from 'payload'
import { italianDate } from '@/cms/fields/dates'

export const ALERT_COLORS = ['info', 'success', 'warning', 'danger'] as const

export const AlertBlock: Block = {
  slug: 'alert',
  interfaceName: 'AlertBlock',
  labels: { singular: 'Avviso in evidenza', plural: 'Avvisi in evidenza' },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text' },
    {
      name: 'colore',
      label: 'Colore',
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: [
        { label: 'Informazione (blu)', value: 'info' },
        { label: 'Conferma (verde)', value: 'success' },
        { label: 'Attenzione (arancione)', value: 'warning' },
        { label: 'Errore (rosso)', value: 'danger' },
      ],
    },
    { name: 'testo', label: 'Testo', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        italianDate({ name: 'visibileDal', label: 'Visibile dal', admin: { description: 'Vuoto: da subito.' } }, true),
        italianDate(
          {
            name: 'visibileFinoAl',
            label: 'Visibile fino al',
            admin: { description: 'Dopo questa data l’avviso non compare più. Vuoto: sempre.' },
            validate: (value: unknown, { siblingData }: { siblingData: { visibileDal?: string | null } }) =>
              !value || !siblingData.visibileDal || Date.parse(String(value)) > Date.parse(siblingData.visibileDal) ? true : 'La fine deve venire dopo l’inizio.',
          },
          true,
        ),
      ],
    },
  ],
}
