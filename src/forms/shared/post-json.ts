type PostResult = { ok: boolean; body: Record<string, unknown> } | { ok: false; network: true }

/**
 * The one way the site's forms POST JSON from the browser. A network failure or an unreadable
 * answer is reported, not thrown.
 */
export async function postJson(url: string, data: unknown, headers: Record<string, string> = {}): Promise<PostResult> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(data) })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { ok: response.ok, body: body && typeof body === 'object' ? body : {} }
  } catch {
    return { ok: false, network: true }
  }
}
