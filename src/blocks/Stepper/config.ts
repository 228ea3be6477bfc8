import type { Block } from 'payload'

export const StepperBlock: Block = {
  slug: 'stepper',
  interfaceName: 'StepperBlock',
  labels: { singular: 'Passaggi numerati', plural: 'Passaggi numerati' },
  fields: [
    {
      name: 'steps',
      label: 'Passaggi',
      type: 'array',
      minRows: 1,
      required: true,
      labels: { singular: 'Passaggio', plural: 'Passaggi' },
      fields: [
        { name: 'stepTitle', label: 'Titolo del passaggio', type: 'text', required: true },
        { name: 'stepBody', label: 'Testo del passaggio', type: 'richText' },
      ],
    },
    {
      name: 'layout',
      label: 'Disposizione',
      type: 'select',
      required: true,
      defaultValue: 'default',
      options: [
        { label: 'A fisarmonica (un passaggio alla volta)', value: 'default' },
        { label: 'Esplosa (tutti i passaggi aperti)', value: 'exploded' },
      ],
    },
  ],
}
