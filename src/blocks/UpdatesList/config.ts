import type { Block } from 'payload'

export const UpdatesListBlock: Block = {
  slug: 'updatesList',
  interfaceName: 'UpdatesListBlock',
  labels: { singular: 'Elenco degli aggiornamenti', plural: 'Elenchi degli aggiornamenti' },
  fields: [
    { name: 'title', label: 'Titolo dell’elenco', type: 'text', required: true },
    {
      name: 'showLastItems',
      label: 'Mostra solo gli ultimi aggiornamenti',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Al massimo i 6 più recenti, senza pagine. Altrimenti tutti, 12 per pagina.' },
    },
  ],
}
