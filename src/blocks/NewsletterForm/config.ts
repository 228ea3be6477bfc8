import type { Block } from 'payload'

export const NewsletterFormBlock: Block = {
  slug: 'newsletterForm',
  interfaceName: 'NewsletterFormBlock',
  labels: { singular: 'Modulo di iscrizione alla newsletter', plural: 'Moduli di iscrizione alla newsletter' },
  fields: [
    { name: 'title', label: 'Titolo', type: 'text', defaultValue: 'Iscriviti alla newsletter' },
    { name: 'intro', label: 'Testo introduttivo', type: 'textarea' },
  ],
}
