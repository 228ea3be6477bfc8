import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, buildBreadcrumbs, humanizeSegment, shouldShowBreadcrumbs } from './breadcrumbs'

const titles: Record<string, string> = {
  supporto: 'Supporto',
  'novita/newsletter': 'Iscriviti alla newsletter',
  'cos-e-il-programma': 'Che cos’è il programma?',
}
const lookup = (full: string, segment: string) => titles[full] ?? titles[segment]

describe('buildBreadcrumbs', () => {
  it('starts at Home, takes titles by slug and leaves the last crumb unlinked', () => {
    expect(buildBreadcrumbs('/supporto/domande-frequenti/generali/cos-e-il-programma', lookup)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Supporto', href: '/supporto' },
      { label: 'Domande frequenti', href: '/supporto/domande-frequenti' },
      { label: 'Generali', href: '/supporto/domande-frequenti/generali' },
      { label: 'Che cos’è il programma?', href: null },
    ])
  })
  it('matches nested page slugs by full path', () => {
    expect(buildBreadcrumbs('/novita/newsletter', lookup).map((c) => c.label)).toEqual([
      'Home',
      'Novita',
      'Iscriviti alla newsletter',
    ])
  })
  it('is hidden with only one crumb (home)', () => {
    const crumbs = buildBreadcrumbs('/', lookup)
    expect(crumbs).toEqual([{ label: 'Home', href: null }])
    expect(shouldShowBreadcrumbs(crumbs)).toBe(false)
    expect(shouldShowBreadcrumbs(buildBreadcrumbs('/supporto', lookup))).toBe(true)
  })
  it('humanises unknown segments, decoding percent-encoding', () => {
    expect(humanizeSegment('piani-di-migrazione')).toBe('Piani di migrazione')
    expect(humanizeSegment('attivit%C3%A0')).toBe('Attività')
    expect(humanizeSegment('%E0%A4%A')).toBe('%E0%A4%A')
  })
})

describe('breadcrumbJsonLd', () => {
  it('lists every crumb with absolute URLs', () => {
    const crumbs = buildBreadcrumbs('/supporto/x', lookup)
    expect(breadcrumbJsonLd(crumbs, '/supporto/x', 'https://esempio.gov.it')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://esempio.gov.it/' },
        { '@type': 'ListItem', position: 2, name: 'Supporto', item: 'https://esempio.gov.it/supporto' },
        { '@type': 'ListItem', position: 3, name: 'X', item: 'https://esempio.gov.it/supporto/x' },
      ],
    })
  })
})
