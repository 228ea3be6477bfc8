/**
 * A server action's payload that Next cannot decode ends in a 500 (a bad action reference, a bad
 * `bound` argument, text that is not JSON): such a post to a page is refused with a 400 first
 * (called by src/proxy.ts). A form posted without JavaScript carries `$ACTION_REF_n`, its
 * `$ACTION_n:0` ({"id", "bound": "$@k"}) and the bound arguments `$ACTION_n:k` (JSON); a call
 * from the browser's script (`Next-Action` header) sends JSON text or multipart fields.
 */
export const BAD_ACTION = 'Richiesta del modulo non valida: ricarica la pagina e riprova.'

const isJson = (value: unknown): boolean => {
  if (typeof value !== 'string') return true // a file field: Next's to read
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
}

function parseJson(value: FormDataEntryValue | null): unknown {
  try {
    return typeof value === 'string' ? JSON.parse(value) : null
  } catch {
    return null
  }
}

/** The no-JS form's action fields, when present, are what Next can decode. */
export function validActionForm(form: FormData): boolean {
  for (const name of form.keys()) {
    const ref = /^\$ACTION_REF_(\d+)$/.exec(name)
    if (!ref) continue
    const head = parseJson(form.get(`$ACTION_${ref[1]}:0`)) as { id?: unknown; bound?: unknown } | null
    if (!head || typeof head !== 'object' || typeof head.id !== 'string') return false
    if (head.bound === null || head.bound === undefined) continue
    const bound = typeof head.bound === 'string' ? /^\$@(\d+)$/.exec(head.bound) : null
    if (!bound || !isJson(form.get(`$ACTION_${ref[1]}:${bound[1]}`) ?? '')) return false
  }
  for (const [name, value] of form.entries()) if (/^\$ACTION_\d+:\d+$/.test(name) && !isJson(value)) return false
  return true
}

/** A reference to another part of a multipart reply (`$@1`, `$Q1`, `$K1`…): a text reply has none to point at. */
const PART_REFERENCE = /^\$[@QKFWB]/

function refersToParts(value: unknown, depth = 0): boolean {
  if (depth > 64) return true
  if (typeof value === 'string') return PART_REFERENCE.test(value)
  if (value && typeof value === 'object') return Object.values(value).some((v) => refersToParts(v, depth + 1))
  return false
}

/** A script's call sent as text: JSON (Next's encodeReply of plain arguments), without references to parts it does not have. */
export function validActionText(text: string): boolean {
  try {
    return !refersToParts(JSON.parse(text))
  } catch {
    return false
  }
}
