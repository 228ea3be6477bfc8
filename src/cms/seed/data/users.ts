/**
 * The demo editor. Its fixed password is for development only (`next dev`, unit tests); in
 * production the seed creates it only when asked (`--demo`), with DEMO_EDITOR_PASSWORD or a
 * generated password printed once; the Users collection refuses the development password
 * (DEMO_PASSWORD, src/cms/hooks/editor-accounts.ts) otherwise.
 */
export const DEMO_EDITOR = {
  email: 'redazione@example.it',
  name: 'Redazione demo',
  role: 'amministratore',
} as const
