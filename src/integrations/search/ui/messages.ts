import { MIN_QUERY_LENGTH } from '../types'

export const NO_RESULTS = 'Nessun risultato trovato'
export const NO_RESULTS_HINT = 'Prova con altre parole chiave o con filtri diversi.'
export const TOO_SHORT_HINT = `Scrivi almeno ${MIN_QUERY_LENGTH} caratteri per avviare la ricerca.`

export function countText(nbHits: number, q: string): string {
  return nbHits === 1 ? `1 risultato per «${q}»` : `${nbHits.toLocaleString('it-IT')} risultati per «${q}»`
}
