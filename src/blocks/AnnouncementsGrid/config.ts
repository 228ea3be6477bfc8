import type { Block } from 'payload'

export const ANNOUNCEMENTS_LIMIT_MAX = 24
export const DEFAULT_ALL_ANNOUNCEMENTS_URL = 'https://padigitale2026.gov.it/misure'

/** The avvisi of the Avvisi collection, newest first, with an empty state when none is open. */
export const AnnouncementsGridBlock: Block = {
  slug: 'announcementsGrid',
  interfaceName: 'AnnouncementsGridBlock',
  labels: { singular: 'Griglia di avvisi', plural: 'Griglie di avvisi' },
  fields: [
    { name: 'title', label: 'Titolo della sezione', type: 'text' },
    {
      name: 'layout',
      label: 'Aspetto',
      type: 'select',
      required: true,
      defaultValue: 'small',
      options: [
        { label: 'Schede piccole', value: 'small' },
        { label: 'Schede piccole con bordo superiore', value: 'small_with_border_top' },
        { label: 'Schede grandi con bordo superiore', value: 'large_with_border_top' },
        { label: 'Schede grandi', value: 'large' },
      ],
    },
    {
      name: 'source',
      label: 'Fonte degli avvisi',
      type: 'select',
      defaultValue: 'cms',
      options: [
        { label: 'Raccolta Avvisi del sito', value: 'cms' },
        { label: 'Feed JSON (AVVISI_FEED_URL)', value: 'json' },
        { label: 'Salesforce, Funding Program (SALESFORCE_FP_*)', value: 'salesforce' },
      ],
      admin: { description: 'Gli avvisi delle fonti esterne sono letti al più una volta l’ora; se la fonte non risponde restano gli ultimi ricevuti.' },
    },
    {
      name: 'entePromotore',
      label: 'Solo gli avvisi di questo ente promotore',
      type: 'relationship',
      relationTo: 'entePromotores',
      admin: { description: 'Lascia vuoto per mostrare gli avvisi di tutti gli enti.' },
    },
    {
      name: 'onlyOpen',
      label: 'Solo gli avvisi aperti',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Nasconde gli avvisi chiusi (per esempio nella home).' },
    },
    {
      name: 'limit',
      label: 'Numero massimo di avvisi',
      type: 'number',
      min: 1,
      max: ANNOUNCEMENTS_LIMIT_MAX,
      admin: { description: `Lascia vuoto per mostrarne fino a ${ANNOUNCEMENTS_LIMIT_MAX}.` },
    },
    {
      name: 'allAnnouncementsUrl',
      label: 'Indirizzo di tutti gli avvisi',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_ALL_ANNOUNCEMENTS_URL,
      admin: { description: 'Collegamento mostrato quando non ci sono avvisi aperti.' },
      validate: (v: unknown) =>
        typeof v === 'string' && /^(\/|https?:\/\/)/.test(v) ? true : 'L’indirizzo deve iniziare con / oppure https://.',
    },
  ],
}
