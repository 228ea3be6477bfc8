/** Legacy FAQ anchors (folder[/subfolder]/number_textslug) and the paths they moved to. */
import { isLegacyId } from './legacy-fragment'
import { FAQ_PREFIX, faqCategoryOf, type FaqCategory } from './paths'

export { isLegacyId } from './legacy-fragment'

/** Only paths of this site: no scheme, no host, no protocol-relative '//'. */
export function isInternalTarget(value: string): boolean {
  return value.length <= 300 && /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/.test(value)
}

type LegacyRow = { line: number; legacyId: string; target: string }
export type LegacyParse = { rows: LegacyRow[]; errors: { line: number; message: string }[] }

/** Parses the TSV export (header `legacy_id<TAB>target`); invalid rows are reported by line number. */
export function parseLegacyTsv(text: string): LegacyParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const out: LegacyParse = { rows: [], errors: [] }
  if (lines[0]?.trim() !== 'legacy_id\ttarget') {
    out.errors.push({ line: 1, message: 'intestazione attesa: legacy_id<TAB>target' })
    return out
  }
  const seen = new Set<string>()
  lines.slice(1).forEach((content, i) => {
    const line = i + 2
    if (!content.trim()) return
    const [legacyId = '', target = '', ...extra] = content.split('\t').map((c) => c.trim())
    const id = legacyId.normalize('NFC')
    const problem = extra.length
      ? 'troppe colonne'
      : !isLegacyId(id)
        ? `identificativo non valido: ${legacyId}`
        : !isInternalTarget(target)
          ? `destinazione non interna al sito: ${target}`
          : seen.has(id)
            ? `identificativo ripetuto: ${legacyId}`
            : null
    if (problem) out.errors.push({ line, message: problem })
    else {
      seen.add(id)
      out.rows.push({ line, legacyId: id, target })
    }
  })
  return out
}

/** Old folder names that are not today's category names. */
const OLD_FOLDERS: Record<string, FaqCategory> = {
  misure: 'misure-e-avvisi',
  'classification-data-services': 'classificazione-dati-e-servizi',
}

/** The category an old anchor or a vanished FAQ path belonged to, when it can be told. */
function categoryOf(legacyId: string, goneTarget: string | null): FaqCategory | null {
  const faqPath = goneTarget?.match(/^\/(?:supporto\/)?domande-frequenti\/([a-z0-9-]+)\//)
  if (faqPath) return faqCategoryOf(faqPath[1]!)
  const folder = legacyId.split('/')[0]!.replace(/^\d+_/, '').toLowerCase()
  return OLD_FOLDERS[folder] ?? faqCategoryOf(folder)
}

/** Words that find nothing on their own: articles, prepositions, «è», «come», «cosa»… */
const STOP_WORDS = new Set(
  'a ad al alla alle agli ai all che chi ci come con cosa cos da dal dalla dalle dei del della delle dello degli di e ed è gli ha ho i il in la le lo ma ne nei nel nella nelle non o per quale quali quando se si sono su sul sulla tra un una uno'.split(' '),
)

/** Articles and prepositions a slug has run into the next word when it dropped the apostrophe: «liban» is «l’IBAN». */
const ELIDED = /^(dell|dall|nell|sull|all|l)(?=[aeiouhè])/
/** Words that start like an elision but are not one (the old table's slugs have these). */
const NOT_ELIDED = /^(lavor|legal|legg|limit|list|luog|lung|lett|alleg|allo)/

/**
 * The words of a slug that a search can match: «e-cambiato-liban-dellente-occorre-cambiare-il-conto-di-tesoreria»
 * → «cambiato iban ente occorre cambiare conto tesoreria» (the elided articles split off, the stop words out).
 */
function slugWords(slug: string): string {
  const words = slug
    .toLowerCase()
    .split(/[-_\s]+/)
    .map((w) => (w.length > 4 && !NOT_ELIDED.test(w) ? w.replace(ELIDED, '') : w))
    .filter((w) => w && !STOP_WORDS.has(w))
  return words.join(' ')
}

/** Question words an old anchor ran into the next one: «Comecambio» is «Come cambio». */
const GLUED_QUESTION = /^(come|cosa|cos|quando|quanto|quanti|quali|quale|dove|chi|perche|posso|devo|serve)(?=[a-zàèéìòù]{3})/i

/** The text of an old anchor, without its folder and number. */
const anchorText = (legacyId: string) => legacyId.split('/').pop()!.replace(/^\d+[_-]/, '')

/** The words of an old anchor: «CosNextGenerationEU» → «Next Generation EU», «ComecambioIBAN» → «cambio IBAN». */
function anchorWords(legacyId: string): string {
  const words = anchorText(legacyId)
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s_.-]+/)
    .flatMap((w) => w.replace(GLUED_QUESTION, '$1 ').split(' '))
    .filter((w) => w && !STOP_WORDS.has(w.toLowerCase()))
  return words.join(' ')
}

/**
 * Words to search for: those of the vanished page's slug (the old table's target), else those of the
 * old anchor; all of them if the stop words leave none.
 */
function searchWordsOf(legacyId: string, goneTarget: string | null): string {
  const slug = goneTarget?.split('/').filter(Boolean).pop()
  const words = slug ? slugWords(slug) : anchorWords(legacyId)
  return (words || (slug ?? anchorText(legacyId)).replace(/[-_]+/g, ' ')).slice(0, 100)
}

/**
 * Where an old anchor lands when its question has no mapping or its page is gone: the FAQ index
 * with the search filled in and the sentence saying the question moved (`spostata`, with the
 * category to browse when known). Never a 404.
 */
export function movedQuestionPath(legacyId: string, goneTarget: string | null = null): string {
  const params = new URLSearchParams({ q: searchWordsOf(legacyId, goneTarget), spostata: categoryOf(legacyId, goneTarget) ?? 'si' })
  return `/${FAQ_PREFIX}?${params}`
}
