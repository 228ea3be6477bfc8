import type { CollectionConfig } from 'payload'
import { siteUrl } from '../env'
import { editorAccountRules } from '../hooks/editor-accounts'

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
  hooks: { beforeOperation: [editorAccountRules] },
  admin: { useAsTitle: 'email', group: 'Amministrazione' },
  fields: [{ name: 'name', label: 'Nome e cognome', type: 'text' }],
}
