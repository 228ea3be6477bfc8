import type { AfterErrorHook } from 'payload'

type ErrorEntry = { message?: string; path?: string; field?: string }
type Formatted = { errors?: { message?: string; name?: string; data?: { errors?: ErrorEntry[] } }[] }

/** Payload's checks of an uploaded file, which it words in English whatever the admin's language. */
const FILE_ERRORS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Invalid MIME type: (.+?)\.?$/, (m) => `Il contenuto del file è di tipo ${m[1]}, che qui non si carica: controlla il file e i formati ammessi indicati sotto il campo.`],
  [/^File type (.+?) \(from extension (.+?)\) is not allowed\.?$/, (m) => `I file .${m[2]} (${m[1]}) qui non si caricano: controlla i formati ammessi indicati sotto il campo.`],
  [/PDF file\.?$/, () => 'Il PDF è danneggiato o non valido: esportalo di nuovo dal programma con cui è stato scritto e riprova.'],
  [/^SVG file contains potentially harmful content\.?$/, () => 'L’SVG contiene script o contenuti attivi: esportalo di nuovo senza script e riprova.'],
  [/ISO base media file\.?$/, () => 'Il video o l’audio è danneggiato: esportalo di nuovo e riprova.'],
  [/^Could not read uploaded file/, () => 'Il file caricato non si è potuto leggere: riprova a caricarlo.'],
]

const ENGLISH_INVALID = /^The following fields? (is|are) invalid/

function italianFileError(message: string): string {
  for (const [pattern, say] of FILE_ERRORS) {
    const m = pattern.exec(message)
    if (m) return say(m)
  }
  return 'Il file non si può caricare qui: controlla che sia integro e di un tipo ammesso (indicati sotto il campo).'
}

/** The field errors an error carries (Payload's `data.errors`). */
const fieldErrorsOf = (error: unknown): ErrorEntry[] | undefined => {
  const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors
  return Array.isArray(errors) ? (errors as ErrorEntry[]) : undefined
}

/**
 * What a refused save says about each field reaches the client: Payload formats an error's field
 * list only when it recognises the error's class, which a hook's APIError from the app's bundle is
 * not (only «Controlla questo campo: Data di apertura» arrived, never why). Then the validation
 * errors Payload builds without the request's language («The following field is invalid: file»,
 * from its upload checks): the toast names the field in Italian and the reason is said in Italian,
 * with what to do.
 */
export const italianErrors: AfterErrorHook = ({ error, result }) => {
  const formatted = result as Formatted | undefined
  const first = formatted?.errors?.[0]
  const entries = first?.data?.errors ?? fieldErrorsOf(error)
  if (!formatted || !first?.message || !entries?.length) return
  const rest = formatted.errors!.slice(1)
  if (!ENGLISH_INVALID.test(first.message)) return { response: { ...formatted, errors: [{ ...first, data: { ...first.data, errors: entries } }, ...rest] } }
  const italian = entries.map((e) => ((e.path ?? e.field) === 'file' ? { ...e, message: italianFileError(e.message ?? '') } : e))
  const names = italian.map((e) => ((e.path ?? e.field) === 'file' ? 'File' : (e.path ?? e.field ?? ''))).join(', ')
  const message = `${italian.length > 1 ? 'Controlla questi campi:' : 'Controlla questo campo:'} ${names}`
  return { response: { ...formatted, errors: [{ ...first, message, data: { ...first.data, errors: italian } }, ...rest] } }
}
