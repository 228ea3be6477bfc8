import type { Block } from 'payload'

export const SUPPORT_FORM_TITLE = 'Lascia i tuoi dati per essere contattato'
export const DEFAULT_PRODUCT = 'PA digitale 2026'

export const SupportRequestFormBlock: Block = {
  slug: 'supportRequestForm',
  interfaceName: 'SupportRequestFormBlock',
  labels: { singular: 'Modulo di richiesta di assistenza', plural: 'Moduli di richiesta di assistenza' },
  fields: [
    {
      name: 'product',
      label: 'Prodotto o piattaforma',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_PRODUCT,
      admin: { description: 'Compare nel messaggio di conferma: «Abbiamo ricevuto la tua richiesta di assistenza su …».' },
    },
    { name: 'intro', label: 'Introduzione', type: 'textarea' },
  ],
}
