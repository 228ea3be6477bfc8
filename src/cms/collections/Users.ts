import type { Access, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'
import { siteUrl } from '../env'
import { editorAccountRules } from '../hooks/editor-accounts'
import { admins, hasRole, ROLES } from './access'

/** An amministratore sees and edits every account; anyone else only their own. */
const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'amministratore')) return true
  return req.user ? { id: { equals: req.user.id } } : false
}

const adminField: FieldAccess = ({ req }) => hasRole(req.user, 'amministratore')

/** The account created on an empty database (the admin's first-user form) is the amministratore. */
const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, role: 'amministratore' } : data
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Redattore', plural: 'Redattori' },
  // No per-account lock (anyone could lock an editor out with 5 tries, and its message told which
  // addresses exist): failed logins are slowed per address instead (src/proxy.ts, nginx limit_req).
  auth: {
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: siteUrl().startsWith('https://'), sameSite: 'Lax' },
  },
  access: { read: adminOrSelf, create: admins, update: adminOrSelf, delete: admins, unlock: admins },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Amministrazione' },
  hooks: { beforeOperation: [editorAccountRules], beforeChange: [firstUserIsAdmin] },
  fields: [
    { name: 'name', label: 'Nome e cognome', type: 'text' },
    {
      name: 'role',
      label: 'Ruolo',
      type: 'select',
      required: true,
      defaultValue: 'redattore',
      options: ROLES.map((r) => ({ ...r })),
      access: { create: adminField, update: adminField },
      admin: {
        position: 'sidebar',
        description: 'Redattore: scrive bozze. Caporedattore: pubblica, programma, gestisce reindirizzamenti, impostazioni e richieste dai moduli. Amministratore: anche gli account.',
      },
    },
  ],
}
