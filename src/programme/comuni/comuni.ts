import data from './comuni-istat.json'

/** A Comune of ISTAT's list, with its population (source and licence in comuni-istat.json, README «Dati»). */
export type Comune = { codice: string; nome: string; sigla: string; regione: string; popolazione: number }

export const COMUNI_SOURCE = { name: data.source, url: data.sourceUrl, licence: data.licence }

const COMUNI: Comune[] = (data.comuni as [string, string, string, string, number][]).map(([codice, nome, sigla, regione, popolazione]) => ({
  codice,
  nome,
  sigla,
  regione,
  popolazione,
}))

/** Lower case, no accents, apostrophes and hyphens as spaces: «Sant’Angelo», «sant'angelo» and «Sant Angelo» match. */
function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´\-\s]+/g, ' ')
    .trim()
}

const BY_NAME = new Map<string, Comune[]>()
for (const c of COMUNI) BY_NAME.set(comparable(c.nome), [...(BY_NAME.get(comparable(c.nome)) ?? []), c])

export type ComuneMatch =
  | { kind: 'found'; comune: Comune }
  /** Two or more Comuni with that name (Castro, Livo, Samone…): the visitor picks one. */
  | { kind: 'ambiguous'; comuni: Comune[] }
  /** None with that name: those whose name starts with it or contains it, at most 10. */
  | { kind: 'none'; suggestions: Comune[] }

/** The Comune a visitor named: its ISTAT code (6 digits) or its name, in any case, with or without accents. */
export function findComune(input: string): ComuneMatch {
  const query = comparable(input).slice(0, 100)
  if (/^\d{6}$/.test(query)) {
    const comune = COMUNI.find((c) => c.codice === query)
    return comune ? { kind: 'found', comune } : { kind: 'none', suggestions: [] }
  }
  const exact = BY_NAME.get(query) ?? []
  if (exact.length === 1) return { kind: 'found', comune: exact[0]! }
  if (exact.length > 1) return { kind: 'ambiguous', comuni: exact }
  if (query.length < 2) return { kind: 'none', suggestions: [] }
  const starts = COMUNI.filter((c) => comparable(c.nome).startsWith(query))
  const contains = COMUNI.filter((c) => !starts.includes(c) && comparable(c.nome).includes(query))
  return { kind: 'none', suggestions: [...starts, ...contains].slice(0, 10) }
}

export const comuniCount = COMUNI.length

/** How many Comuni each region has (ISTAT's region names). */
export function comuniPerRegione(): Map<string, number> {
  const counts = new Map<string, number>()
  for (const c of COMUNI) counts.set(c.regione, (counts.get(c.regione) ?? 0) + 1)
  return counts
}
