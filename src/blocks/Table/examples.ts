import type { TableBlock } from '../../payload-types'

/** Builds a table block from plain string arrays. */
export function table(caption: string, columns: string[], rows: string[][]): TableBlock {
  return {
    blockType: 'table',
    caption,
    columns: columns.map((label) => ({ label })),
    rows: rows.map((cells) => ({ cells: cells.map((value) => ({ value })) })),
  }
}

export const tableExamples = {
  misure: table(
    'Risorse indicative per misura (importi in euro, dati dimostrativi)',
    ['Misura', 'Beneficiari principali', 'Risorse'],
    [
      ['1.1 Infrastrutture digitali (Altre PAC)', 'Amministrazioni centrali', '900.000.000 €'],
      ['1.2 Abilitazione e facilitazione migrazione al Cloud', 'Comuni, scuole, ASL e aziende ospedaliere', '1.000.000.000 €'],
      ['1.3.1 PDND', 'Comuni, regioni, enti pubblici', '556.000.000 €'],
      ['1.4.1 Esperienza dei servizi pubblici', 'Comuni e scuole', '813.000.000 €'],
      ['1.4.3 Adozione pagoPA e app IO', 'Comuni e altri enti', '750.000.000 €'],
      ['1.4.4 Adozione identità digitale', 'Comuni e altri enti', '285.000.000 €'],
      ['1.4.5 Digitalizzazione degli avvisi pubblici', 'Comuni', '245.000.000 €'],
      ['2.2.3 Digitalizzazione delle procedure SUAP e SUE', 'Comuni e regioni', '324.000.000 €'],
    ],
  ),
  tappe: table(
    'Le tappe del programma',
    ['Data', 'Tappa'],
    [
      ['Novembre 2021', 'Avvio del programma'],
      ['Aprile 2022', 'Pubblicazione dei primi avvisi per le amministrazioni'],
      ['Luglio 2024', 'Primi avvisi pubblicati dal Dipartimento della funzione pubblica'],
      ['Luglio 2025', 'Nuovo sito, riprogettato insieme a chi lo usa'],
    ],
  ),
} satisfies Record<string, TableBlock>
