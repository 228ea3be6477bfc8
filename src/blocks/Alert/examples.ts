import type { AlertBlock } from '../../payload-types'

/** One alert per colour, with realistic programme messages. */
export const alertExamples = {
  info: {
    blockType: 'alert',
    title: 'Nuovi avvisi in arrivo',
    colore: 'info',
    testo:
      'Nelle prossime settimane saranno pubblicati nuovi avvisi dedicati ai comuni. Iscriviti alla newsletter per ricevere una notifica appena si aprono le candidature.',
  },
  success: {
    blockType: 'alert',
    title: 'Candidatura inviata',
    colore: 'success',
    testo:
      'La candidatura è stata registrata correttamente. Riceverai una comunicazione all’indirizzo PEC dell’ente con l’esito della verifica formale.',
  },
  warning: {
    blockType: 'alert',
    title: 'Scadenza vicina',
    colore: 'warning',
    testo:
      'Il termine per completare le attività e chiedere l’erogazione del contributo si avvicina. Controlla lo stato del tuo progetto nell’area riservata.',
  },
  danger: {
    blockType: 'alert',
    title: 'Piattaforma in manutenzione',
    colore: 'danger',
    testo:
      'La piattaforma per le candidature non sarà disponibile sabato dalle 8:00 alle 14:00 per un intervento di manutenzione programmata.',
  },
} satisfies Record<string, AlertBlock>
