import type { TimelineBlock } from '../../payload-types'

export const timelineExamples = {
  percorso: {
    blockType: 'timeline',
    title: 'Il percorso del programma',
    items: [
      {
        dateLabel: 'Novembre 2021',
        title: 'Nasce il programma',
        text: 'Prende avvio il programma per la trasformazione digitale delle pubbliche amministrazioni.',
        isCurrent: false,
      },
      {
        dateLabel: 'Aprile 2022',
        title: 'I primi avvisi',
        text: 'Vengono pubblicati i primi avvisi: gli enti possono candidarsi per ottenere i contributi.',
        isCurrent: false,
      },
      {
        dateLabel: 'Luglio 2024',
        title: 'Gli avvisi per la funzione pubblica',
        text: 'Escono i primi avvisi del Dipartimento della funzione pubblica, dedicati alle amministrazioni.',
        isCurrent: false,
      },
      {
        dateLabel: 'Luglio 2025',
        title: 'Il sito si rinnova',
        text: 'Il sito viene riprogettato insieme a chi lo usa, con un percorso di progettazione partecipata.',
        isCurrent: true,
      },
    ],
  },
} satisfies Record<string, TimelineBlock>
