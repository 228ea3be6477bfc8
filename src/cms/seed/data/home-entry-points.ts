import type { CardGridBlock } from '../../../payload-types'

const card = (title: string, text: string, href: string) => ({ title, text, link: { href, target: '_self' as const } })

/** The home's entry points by type of administration: each leads to its page in /beneficiari. */
export const entryPoints: CardGridBlock = {
  blockType: 'cardGrid',
  id: 'per-chi',
  title: 'Che cosa può ottenere la tua amministrazione',
  columns: '4',
  cardLayout: 'borderBottom',
  cardType: 'generic',
  cards: [
    card('Sei un Comune?', 'Le misure per i servizi digitali, il cloud, pagoPA e app IO, gli avvisi aperti e quanto spetta al tuo comune.', '/beneficiari/comuni'),
    card('Sei una Scuola?', 'La migrazione al cloud e i servizi digitali per gli istituti scolastici.', '/beneficiari/scuole'),
    card('Sei un’ASL o un’Azienda ospedaliera?', 'Infrastrutture digitali e cloud per le aziende sanitarie.', '/beneficiari/asl-e-aziende-ospedaliere'),
    card('Sei una Regione?', 'Le misure per le regioni e le province autonome e chi contattare.', '/beneficiari/regioni-e-province-autonome'),
  ],
}
