import type { GlobalConfig } from 'payload'
import { anyone, chiefEditors } from '../collections/access'
import { linkGroup } from '../fields/link'
import { revalidateSiteOnGlobal } from '../hooks/revalidate'

/** The site header: owner band with the sister sites, and the main menu (also repeated in the footer). */
export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Intestazione',
  access: { read: anyone, update: chiefEditors },
  admin: {
    group: 'Impostazioni',
    description: 'La fascia dell’ente titolare, i siti collegati e il menu principale.',
  },
  hooks: { afterChange: [revalidateSiteOnGlobal('header')] },
  fields: [
    {
      name: 'ownerName',
      label: 'Ente titolare',
      type: 'text',
      required: true,
      defaultValue: 'Dipartimento per la trasformazione digitale',
    },
    {
      name: 'ownerUrl',
      label: 'Sito dell’ente titolare',
      type: 'text',
      validate: httpsOrEmpty,
    },
    {
      name: 'sisterSites',
      label: 'Siti collegati del programma',
      type: 'array',
      maxRows: 5,
      labels: { singular: 'Sito collegato', plural: 'Siti collegati' },
      fields: [linkGroup('link', 'Collegamento', true)],
    },
    {
      name: 'menu',
      label: 'Menu principale',
      type: 'array',
      minRows: 1,
      maxRows: 10,
      labels: { singular: 'Voce di menu', plural: 'Voci di menu' },
      fields: [linkGroup('link', 'Collegamento', true)],
    },
  ],
}

/** An absolute https:// address, or nothing. */
export function httpsOrEmpty(value: unknown): true | string {
  if (value == null || value === '') return true
  return typeof value === 'string' && /^https:\/\/[^\s/]+/.test(value) ? true : 'L’indirizzo deve iniziare con https://.'
}
