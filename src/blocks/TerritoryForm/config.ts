import type { Block } from 'payload'

export const TerritoryFormBlock: Block = {
  slug: 'territoryForm',
  interfaceName: 'TerritoryFormBlock',
  labels: { singular: 'Modulo di contatto territoriale', plural: 'Moduli di contatto territoriale' },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', required: true, defaultValue: 'Contatta il referente del tuo territorio' },
    { name: 'intro', label: 'Introduzione', type: 'textarea' },
  ],
}
