import type { z } from 'zod'

/** Bodies of the site's JSON endpoints are small; anything larger is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024

export const MESSAGES = {
  contentType: 'Formato della richiesta non valido: è atteso JSON (Content-Type: application/json).',
  tooLarge: 'La richiesta è troppo grande.',
  malformed: 'La richiesta non è un JSON valido.',
  notObject: 'La richiesta deve essere un oggetto JSON.',
  rateLimited: 'Troppe richieste da questo indirizzo. Riprova tra qualche minuto.',
  invalid: 'Dati non validi.',
} as const

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/** A JSON answer that no cache keeps. */
export function answer(status: number, body: Record<string, unknown>, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export const reject = (status: number, message: string, headers?: HeadersInit): Response =>
  answer(status, { message }, headers)

/** Reads the body as JSON: content type, size (declared and actual) and syntax are checked. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Parsed<Record<string, unknown>>> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type.trim())) return { ok: false, response: reject(415, MESSAGES.contentType) }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return { ok: false, response: reject(413, MESSAGES.tooLarge) }
  const text = await readLimited(request, maxBytes)
  if (text === null) return { ok: false, response: reject(413, MESSAGES.tooLarge) }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, response: reject(400, MESSAGES.malformed) }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, response: reject(400, MESSAGES.notObject) }
  }
  return { ok: true, data: value as Record<string, unknown> }
}

/** A request's or response's body as text, or null past maxBytes (stops reading there). */
async function readLimited(message: Pick<Request, 'body'>, maxBytes: number): Promise<string | null> {
  if (!message.body) return ''
  const reader = message.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(concat(chunks, size))
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

/** The first issue's message: the schemas carry Italian messages on every rule. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message || MESSAGES.invalid
}

/** Validates with the form's own zod schema; a 422 with the Italian message when it fails. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(data)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, response: answer(422, { message: firstIssue(result.error), field: fieldOf(result.error), errors: issuesByField(result.error) }) }
}

/** Every field with a problem and its first message, so a form without JavaScript lists them all. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path[0]
    if (typeof key === 'string' && !errors[key]) errors[key] = issue.message
  }
  return errors
}

/** The field the first issue is about, when there is one. */
export function fieldOf(error: z.ZodError): string | undefined {
  const key = error.issues[0]?.path[0]
  return typeof key === 'string' ? key : undefined
}
