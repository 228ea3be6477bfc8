import type { Field, GroupField } from 'payload'

/** The spec's Link: href or cmsPage, text, icon, target. */
export function linkGroup(name = 'link', label = 'Collegamento', required = false): GroupField {
  const fields: Field[] = [
    { name: 'text', label: 'Testo del collegamento', type: 'text', required },
    {
      name: 'cmsPage',
      label: 'Pagina del sito',
      type: 'relationship',
      relationTo: 'pages',
      admin: { description: 'Scegli una pagina del sito oppure scrivi un indirizzo qui sotto.' },
    },
    {
      name: 'href',
      label: 'Indirizzo (URL)',
      type: 'text',
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && /^(\/|https?:\/\/|mailto:|#)/.test(value))
          ? true
          : 'L’indirizzo deve iniziare con /, http://, https://, mailto: o #.',
    },
    {
      name: 'target',
      label: 'Apri in',
      type: 'select',
      defaultValue: '_self',
      options: [
        { label: 'Stessa finestra', value: '_self' },
        { label: 'Nuova finestra', value: '_blank' },
      ],
    },
    { name: 'icon', label: 'Icona (nome Bootstrap Italia, facoltativa)', type: 'text' },
  ]
  return { name, label, type: 'group', fields }
}
