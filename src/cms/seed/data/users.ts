/** Local demo account (documented in the README), the amministratore: never use it in production. */
export const DEMO_EDITOR = {
  email: 'redazione@example.it',
  password: 'Redazione-2026',
  name: 'Redazione demo',
  role: 'amministratore',
} as const
