import type { CollectionConfig } from 'payload'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Redattore', plural: 'Redattori' },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000, tokenExpiration: 8 * 60 * 60 },
  admin: { useAsTitle: 'email', group: 'Amministrazione' },
  fields: [{ name: 'name', label: 'Nome e cognome', type: 'text' }],
}
