const row = (text: string, href: string) => ({ link: { text, href, target: '_self' as const } })

/**
 * The header navbar: the programme's journeys (measures, avvisi, beneficiaries) first, then the
 * sections; seven entries fit one line at 1280 px (the FAQs are under Supporto, the newsletter under Novità).
 */
export const HEADER = {
  ownerName: 'Dipartimento per la trasformazione digitale',
  ownerUrl: 'https://innovazione.gov.it/',
  sisterSites: [
    { link: { text: 'Italia Domani', href: 'https://www.italiadomani.gov.it/', target: '_self' as const } },
    { link: { text: 'Developers Italia', href: 'https://developers.italia.it/', target: '_self' as const } },
    { link: { text: 'Designers Italia', href: 'https://designers.italia.it/', target: '_self' as const } },
  ],
  menu: [
    row('Misure', '/misure'),
    row('Avvisi', '/avvisi'),
    row('Beneficiari', '/beneficiari'),
    row('Notizie', '/notizie'),
    row('Guide e risorse', '/guide-e-risorse'),
    row('Supporto', '/supporto'),
    row('Open data', '/open-data'),
  ],
}
