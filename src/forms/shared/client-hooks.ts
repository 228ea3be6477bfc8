import { useSyncExternalStore } from 'react'
import type { z } from 'zod'

const subscribe = () => () => undefined

/** false on the server and in the HTML, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/** Every field's first message from a zod error. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '_'
    out[key] ??= issue.message
  }
  return out
}

export type PostResult = { ok: boolean; body: Record<string, unknown> } | { ok: false; network: true }

/** POSTs JSON; a network failure or an unreadable answer is reported, not thrown. */
export async function postJson(url: string, data: unknown): Promise<PostResult> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(data) })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { ok: response.ok, body: body && typeof body === 'object' ? body : {} }
  } catch {
    return { ok: false, network: true }
  }
}
