/** The four states of every form (spec section 4), as the server action and the browser share them. */
export type FormStatus = 'idle' | 'loading' | 'success' | 'error'

export type FormState = {
  status: FormStatus
  message?: string
  /** field → message, shown under the field and linked with aria-describedby. */
  errors?: Record<string, string>
  /** What the visitor typed, to refill the form after a refused no-JS submission. */
  values?: Record<string, string>
}

export const IDLE: FormState = { status: 'idle' }
