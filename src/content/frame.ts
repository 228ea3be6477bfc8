import { cache } from 'react'
import type { Footer, Header, Media, SiteSetting } from '@/payload-types'
import { cms } from './cms'
import { resolveLink, safeHref } from './links'
import type { NavItem } from './navigation'

type LinkRow = {
  link: {
    text?: string | null
    cmsPage?: unknown
    href?: string | null
    target?: string | null
  }
}

/** The rows whose link resolves to a safe address, as menu entries. */
function navItems(rows: readonly LinkRow[] | null | undefined): NavItem[] {
  return (rows ?? []).flatMap(({ link }) => {
    const href = resolveLink(link as Parameters<typeof resolveLink>[0])
    const label = link.text?.trim() || (link.cmsPage && typeof link.cmsPage === 'object' ? (link.cmsPage as { title?: string }).title : '')
    return href && label ? [{ label, href, target: link.target }] : []
  })
}

export type Mark = { name: string; href: string | null; logo: Media | null }
export type LegalItem = NavItem & { element?: string | null }

/** The site's owner, with the details the footer shows (each may be empty). */
export type Owner = { name: string; href: string | null; address: string | null; fiscalCode: string | null; pec: string | null }

export type Frame = {
  owner: Owner
  sisterSites: NavItem[]
  menu: NavItem[]
  reservedAreaUrl: string | null
  /** The application platform: where «Candidati sulla piattaforma» leads when an avviso has no address of its own. */
  applyUrl: string | null
  contactEmail: string | null
  columns: { title: string; items: NavItem[] }[]
  contactsTitle: string
  contacts: NavItem[]
  social: { network: string; href: string }[]
  legal: LegalItem[]
  marks: Mark[]
  analyticsSiteId: string | null
}

function mark(group: SiteSetting['italiaDomani'] | undefined): Mark | null {
  if (!group?.name) return null
  const logo = group.logo && typeof group.logo === 'object' ? group.logo : null
  return { name: group.name, href: safeHref(group.url), logo }
}

/** The accessibility statement and the statistics close the legal strip when their addresses are set. */
function legalStrip(footer: Footer, settings: SiteSetting): LegalItem[] {
  const rows = (footer.legalLinks ?? []).flatMap((row) => navItems([row]).map((item) => ({ ...item, element: row.element })))
  const statement = safeHref(settings.accessibilityStatementUrl)
  const statistics = safeHref(settings.statisticsUrl)
  return [
    ...rows,
    ...(statement
      ? [
          {
            label: 'Dichiarazione di accessibilità',
            href: statement,
            element: 'accessibility-link',
          },
        ]
      : []),
    ...(statistics ? [{ label: 'Statistiche del sito', href: statistics }] : []),
  ]
}

export function toFrame(header: Header, footer: Footer, settings: SiteSetting): Frame {
  return {
    owner: {
      name: header.ownerName,
      href: safeHref(header.ownerUrl),
      address: settings.owner?.address?.trim() || null,
      fiscalCode: settings.owner?.fiscalCode?.trim() || null,
      pec: settings.owner?.pec?.trim() || null,
    },
    sisterSites: navItems(header.sisterSites),
    menu: navItems(header.menu),
    reservedAreaUrl: safeHref(settings.reservedAreaUrl),
    applyUrl: safeHref(settings.applyUrl),
    contactEmail: settings.contactEmail?.trim() || null,
    columns: (footer.columns ?? []).map((c) => ({
      title: c.title,
      items: navItems(c.links),
    })),
    contactsTitle: footer.contactsTitle || 'Contatti',
    contacts: navItems(footer.contacts),
    social: (footer.social ?? []).flatMap((s) => (safeHref(s.url) ? [{ network: s.network, href: s.url }] : [])),
    legal: legalStrip(footer, settings),
    marks: [mark(settings.italiaDomani), mark(settings.government)].filter((m): m is Mark => m !== null),
    analyticsSiteId: settings.analyticsSiteId?.trim() || null,
  }
}

/** The frame of every page, from the header, footer and site settings globals. */
export const loadFrame = cache(async (): Promise<Frame> => {
  const payload = await cms()
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 1 }),
    payload.findGlobal({ slug: 'footer', depth: 1 }),
    payload.findGlobal({ slug: 'siteSettings', depth: 1 }),
  ])
  return toFrame(header, footer, settings)
})
