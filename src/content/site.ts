/** The programme's name and description, shown in the header, footer and metadata. */
export const SITE_NAME = 'PA digitale 2026'
export const SITE_DESCRIPTION =
  'Il sito del programma nazionale per la trasformazione digitale della pubblica amministrazione.'
