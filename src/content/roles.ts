/**
 * The editorial roles (pure rules, read by the CMS access rules and hooks), each with the rights of the ones before it:
 * redattore writes content (drafts), caporedattore publishes, schedules and runs redirects,
 * settings and the forms' submissions, amministratore also manages the accounts.
 */
export const ROLES = [
  { value: 'redattore', label: 'Redattore' },
  { value: 'caporedattore', label: 'Caporedattore' },
  { value: 'amministratore', label: 'Amministratore' },
] as const

export type Role = (typeof ROLES)[number]['value']

const RANK: Record<Role, number> = { redattore: 1, caporedattore: 2, amministratore: 3 }

type MaybeUser = { role?: string | null; collection?: string } | null | undefined

/** True for a signed-in account whose role is `min` or above (an unknown role counts as none). */
export function hasRole(user: MaybeUser, min: Role): boolean {
  if (!user || (user.collection && user.collection !== 'users')) return false
  const rank = RANK[(user.role ?? '') as Role] ?? 0
  return rank >= RANK[min]
}
