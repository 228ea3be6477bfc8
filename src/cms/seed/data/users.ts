/** Local demo editor (documented in the README): never use it in production. */
export const DEMO_EDITOR = {
  email: 'redazione@example.it',
  password: 'Redazione-2026',
  name: 'Redazione demo',
} as const
