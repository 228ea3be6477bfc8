/**
 * The demo editor. Its fixed password is for development only (`next dev`, unit tests); in
 * production the seed creates it only when asked (`--demo`), with DEMO_EDITOR_PASSWORD or a
 * generated password printed once, and the Users collection refuses DEMO_PASSWORD otherwise.
 */
export const DEMO_EDITOR = {
  email: 'redazione@example.it',
  name: 'Redazione demo',
} as const

export const DEMO_PASSWORD = 'Redazione-2026'
