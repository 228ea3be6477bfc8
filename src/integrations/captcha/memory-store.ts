import type { ReplayStore } from './types'

/** The replay store's rules in memory, for the adapters' unit tests (the real one: replay-store.ts, a unique index). */
export function memoryStore(): ReplayStore & { keys: Map<string, { expiresAt: Date; holder: string | null }> } {
  const keys = new Map<string, { expiresAt: Date; holder: string | null }>()
  return {
    keys,
    async firstUse(key, expiresAt, holder = null) {
      if (keys.has(key)) return holder !== null && keys.get(key)!.holder === holder
      keys.set(key, { expiresAt, holder })
      return true
    },
    async heldBy(key, holder) {
      return keys.get(key)?.holder === holder
    },
  }
}
