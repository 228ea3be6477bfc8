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

/**
 * Validation errors Payload builds without the request's language («The following field is
 * invalid: file», from its upload checks): the toast names the field in Italian and the reason is
 * said in Italian, with what to do.
 */
export const italianErrors: AfterErrorHook = ({ result }) => {
  const formatted = result as Formatted | undefined
  const first = formatted?.errors?.[0]
  if (!first?.message || !ENGLISH_INVALID.test(first.message)) return
  const entries = first.data?.errors ?? []
  const italian = entries.map((e) => ((e.path ?? e.field) === 'file' ? { ...e, message: italianFileError(e.message ?? '') } : e))
  const names = italian.map((e) => ((e.path ?? e.field) === 'file' ? 'File' : (e.path ?? e.field ?? ''))).join(', ')
  const message = `${italian.length > 1 ? 'Controlla questi campi:' : 'Controlla questo campo:'} ${names}`
  return { response: { ...formatted, errors: [{ ...first, message, data: { ...first.data, errors: italian } }, ...(formatted!.errors!.slice(1))] } }
}
