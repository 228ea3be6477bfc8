import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BodyBlock } from '@/blocks/types'
import { AnnouncementsView } from '@/blocks/AnnouncementsGrid/AnnouncementsView'
import type { AnnouncementView } from '@/blocks/AnnouncementsGrid/data'
import type { FaqLink } from '@/content/listings'
import { pathFor } from '@/content/paths'
import { type GuideLink } from '@/content/programme'
import { AVVISI_PATH } from '@/content/paths'
import type { Update } from '@/payload-types'
import { SiteLink } from '@/components/page/SiteLink'
import { ENTITLEMENT_TITLE, entitlementPath } from '@/programme/paths'
import { Section } from './Frame'

type Link = { text: string; href: string; category?: string }

/** A link list block (its pagination included) built from the section's content. */
export function Links({ id, title, links, path }: { id: string; title: string; links: Link[]; path: string }) {
  if (!links.length) return null
  const block = {
    blockType: 'linkList',
    id,
    title,
    pageSize: 10,
    items: links.map((l, i) => ({ id: `${id}-${i}`, category: l.category ?? null, link: { text: l.text, href: l.href, target: '_self' } })),
  } as BodyBlock
  return <RenderBlocks blocks={[block]} context={{ crumbs: [], path }} />
}

export const faqLinks = (faqs: FaqLink[]): Link[] => faqs.map((f) => ({ text: f.title, href: pathFor('faqs', f) }))
export const guideLinks = (guides: GuideLink[]): Link[] => guides.map((g) => ({ text: g.title, href: g.path, category: g.kind }))

/** The latest updates (date, title, link) as a dated list block. */
export function Updates({ id, title, updates, path }: { id: string; title: string; updates: Update[]; path: string }) {
  if (!updates.length) return null
  const block = {
    blockType: 'datedList',
    id,
    title,
    pageSize: 5,
    items: updates.map((u) => ({ id: `${id}-${u.id}`, date: u.customUpdateDate, title: u.title, link: u.cta ?? {} })),
  } as BodyBlock
  return <RenderBlocks blocks={[block]} context={{ crumbs: [], path }} />
}

/** The avvisi of a measure or a beneficiary type, open first, as the announcement grid shows them. */
export function AvvisiSection({ id, title, items, more, ente }: { id: string; title: string; items: AnnouncementView[]; more: Link; ente: string | null }) {
  return (
    <Section title={title} id={id}>
      <p>
        <SiteLink href={entitlementPath(ente)} className="btn btn-primary">
          {ENTITLEMENT_TITLE}
        </SiteLink>
      </p>
      <AnnouncementsView items={items} layout="small_with_border_top" level={3} allAnnouncementsUrl={AVVISI_PATH} />
      <p className="mt-3">
        <a href={more.href}>{more.text}</a>
      </p>
    </Section>
  )
}
