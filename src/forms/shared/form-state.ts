/** The four states of every form (spec section 4), as the server action and the browser share them. */
type FormStatus = 'idle' | 'loading' | 'success' | 'error'

/** What a form's server action returns to useActionState (also the no-JavaScript result). */
export type FormState = {
  status: FormStatus
  message?: string
  /** A second line for the success panel. */
  detail?: string
  /** The field the message is about, when there is one. */
  field?: string
  /** field → message, shown under the field and linked with aria-describedby. */
  errors?: Record<string, string>
  /** What the visitor typed, so a page re-rendered without JavaScript keeps it. */
  values?: Record<string, string>
}

export const IDLE: FormState = { status: 'idle', message: '' }

/** The form's own string fields, nothing else; files and unknown names are ignored. */
export function formValues(data: FormData, names: readonly string[], max = 4000): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of names) {
    const value = data.get(name)
    if (typeof value === 'string') values[name] = value.slice(0, max)
  }
  return values
}

/** A 429 or other refusal answered as form state. */
export async function stateFromResponse(response: Response, values?: Record<string, string>): Promise<FormState> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; field?: string; errors?: Record<string, string> }
  const errors = body.errors && Object.keys(body.errors).length > 0 ? body.errors : undefined
  return { status: response.ok ? 'success' : 'error', message: body.message ?? '', field: body.field, ...(errors ? { errors } : {}), values }
}
