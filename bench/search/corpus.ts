/** Deterministic Italian-like documents for the search benchmark (own words, no real content). */
import { CONTENT_TYPES, type SearchRecord } from '../../src/integrations/search/types'

const WORDS = `amministrazione amministrazioni comune comuni città regione regioni provincia scuola scuole servizio servizi
digitale digitali piattaforma piattaforme migrazione cloud sicurezza dati progetto progetti avviso avvisi misura misure
contributo contributi finanziamento risorse candidatura candidature scadenza obiettivo obiettivi rendicontazione verifica
cittadini imprese fornitore fornitori identità accesso pagamento pagamenti notifica notifiche interoperabilità anagrafe
sanità ospedale aziende sanitarie metropolitana metropolitane territorio territori assistenza supporto guida manuale modello
sito siti esperienza utente modulo domanda domande risposta risposte aggiornamento aggiornamenti pubblicazione graduatoria
importo forfettario soglia requisito requisiti beneficiario beneficiari ente enti promotore dipartimento trasformazione
programma piano nazionale ripresa resilienza infrastruttura infrastrutture connettività rete banda ultralarga archivio
conservazione documenti protocollo firma fascicolo elettronico sportello unico edilizia attività produttive procedura
procedure semplificazione tempi realizzazione collaudo contratto affidamento gara acquisto catalogo qualificazione
formazione competenze personale dirigente responsabile referente incontro webinar evento calendario regolamento decreto`
  .split(/\s+/)
  .filter(Boolean)

const GLUE = ['il', 'la', 'le', 'dei', 'delle', 'per', 'con', 'nel', 'sulla', 'e', 'un', 'una', 'che', 'è']
const SYLLABLES = ['ca', 'po', 'ri', 'men', 'to', 'la', 'ter', 'zio', 'ne', 'sta', 'bi', 'le', 'gra', 'fi', 'co', 'per', 'tu', 'ra', 'ni', 'ven', 'di', 'ta', 'mo', 'de', 'lo', 'ar', 'chi', 'vio', 'ge', 'sti']
const ENDINGS = ['a', 'e', 'i', 'o', 'ità', 'zione', 'zioni', 'mente', 'ale', 'ali']

/** Small, fast, seeded pseudo-random generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!

/**
 * A vocabulary like a real one: the programme's words among 8,000 invented Italian-sounding
 * words, drawn with a Zipf law (a few words very common, most rare), as in real text.
 */
function vocabulary(rnd: () => number): string[] {
  const invented = new Set<string>()
  while (invented.size < 8000) {
    const n = 2 + Math.floor(rnd() * 3)
    invented.add(Array.from({ length: n }, () => pick(rnd, SYLLABLES)).join('') + pick(rnd, ENDINGS))
  }
  const all = [...invented]
  // the real words sit at ranks spread over the first 4,000 (common to fairly rare)
  WORDS.forEach((w, i) => all.splice(Math.floor((i * 4000) / WORDS.length), 0, w))
  return all
}

/** The ranks above the vocabulary are the stop words' (GLUE): the commonest word is about 0.5% of words. */
const STOP_RANKS = 20

function zipf(rnd: () => number, size: number): number {
  // inverse CDF of a continuous 1/x law over [1, size + STOP_RANKS], stop-word ranks redrawn
  for (;;) {
    const rank = Math.floor(Math.exp(rnd() * Math.log(size + STOP_RANKS))) - 1 - STOP_RANKS
    if (rank >= 0) return Math.min(size - 1, rank)
  }
}

let VOCABULARY: string[] | null = null

function sentence(rnd: () => number, length: number): string {
  VOCABULARY ??= vocabulary(random(1))
  const out: string[] = []
  for (let i = 0; i < length; i++) out.push(rnd() < 0.35 ? pick(rnd, GLUE) : VOCABULARY[zipf(rnd, VOCABULARY.length)]!)
  const text = out.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function generateRecords(count: number, seed = 42): SearchRecord[] {
  const rnd = random(seed)
  return Array.from({ length: count }, (_, i) => {
    const paragraphs = 2 + Math.floor(rnd() * 5)
    const content = Array.from({ length: paragraphs }, () => `${sentence(rnd, 15 + Math.floor(rnd() * 30))}.`).join('\n')
    const content_type = pick(rnd, CONTENT_TYPES)
    return { objectID: `${content_type}-${i}`, title: sentence(rnd, 5 + Math.floor(rnd() * 7)), content, slug: `doc-${i}`, url: `/doc-${i}`, target: '_self', content_type }
  })
}

const stripAccents = (w: string) => w.normalize('NFD').replace(/\p{M}+/gu, '')
function typo(rnd: () => number, w: string): string {
  if (w.length < 5) return w
  const at = 1 + Math.floor(rnd() * (w.length - 2))
  return w.slice(0, at) + w.slice(at + 1)
}

/** Varied queries: one to three words, accent-less spellings, typos, other forms, filters, pages. */
export function generateQueries(count: number, seed = 7) {
  const rnd = random(seed)
  return Array.from({ length: count }, () => {
    const n = 1 + Math.floor(rnd() * 3)
    const words = Array.from({ length: n }, () => {
      const w = pick(rnd, WORDS)
      const r = rnd()
      return r < 0.2 ? typo(rnd, w) : r < 0.4 ? stripAccents(w) : r < 0.5 ? w.slice(0, Math.max(3, w.length - 2)) : w
    })
    const filters = rnd() < 0.3 ? [pick(rnd, CONTENT_TYPES.filter((t) => t !== 'page'))] : []
    return { q: words.join(' '), filters, page: 1 + Math.floor(rnd() * 3) }
  })
}
