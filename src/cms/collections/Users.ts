import { APIError, type Access, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type CollectionConfig, type FieldAccess } from 'payload'
import { escapeMarkup } from '@/content/escape'
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

function resetPasswordEmail(link: string): string {
  const safe = escapeMarkup(link)
  return `<p>Buongiorno,</p><p>è stata chiesta la reimpostazione della password del tuo account di redazione. Per sceglierne una nuova apri questo collegamento entro un’ora:</p><p><a href="${safe}">${safe}</a></p><p>Se non l’hai chiesta tu, ignora questo messaggio: la password resta quella di prima.</p>`
}

const NO_WEB_FIRST_ACCOUNT = 'Il primo account della redazione si crea sul server con «npm run editor», non dal browser.'

/**
 * Payload's first-register (`POST /cms-api/users/first-register`) creates an account for an
 * anonymous caller while the database has none: anyone reaching a fresh deploy first would own it.
 * Accounts are made by an amministratore or on the server (`npm run editor`, the local API).
 */
const noAnonymousAccounts: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create' && !req.user && req.payloadAPI !== 'local') throw new APIError(NO_WEB_FIRST_ACCOUNT, 403, null, true)
  return args
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
    // Payload builds the link from serverURL, empty here (same host): a relative link is unusable in an email.
    forgotPassword: {
      generateEmailSubject: () => 'Reimposta la password della redazione',
      generateEmailHTML: (args) => resetPasswordEmail(`${siteUrl()}/admin/reset/${encodeURIComponent(args?.token ?? '')}`),
    },
  },
  access: { read: adminOrSelf, create: admins, update: adminOrSelf, delete: admins, unlock: admins },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Amministrazione' },
  hooks: { beforeOperation: [noAnonymousAccounts, editorAccountRules], beforeChange: [firstUserIsAdmin] },
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
