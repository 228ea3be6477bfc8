import type { ReactNode } from 'react'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockContext, BodyBlock } from '@/blocks/types'
import { breadcrumbJsonLd, type Crumb } from '@/content/breadcrumbs'
import type { RoutedDoc } from '@/content/routed'
import type { RoutedCollection } from '@/content/paths'
import { siteUrl } from '@/cms/env'
import type { Faq, News } from '@/payload-types'
import { Breadcrumbs } from '@/components/page/Breadcrumbs'
import { FaqHeader } from '@/components/page/FaqHeader'
import { DocumentJsonLd } from '@/components/page/DocumentJsonLd'
import { JsonLd } from '@/components/page/JsonLd'
import { PreviewBanner } from '@/components/page/PreviewBanner'
import { ProgrammeLinks } from '@/components/page/ProgrammeLinks'
import { FaqHelp } from './FaqHelp'
import { NewsHeader } from './NewsHeader'
import { RatingSlot } from './RatingSlot'
import { RelatedNews } from './RelatedNews'
import { SectionIndex } from '@/components/page/SectionIndex'
import { IndexUpdatedOn, UpdatedOn } from '@/components/page/UpdatedOn'

/** Blocks that carry the page's h1 (and the breadcrumbs) when they come first. */
const HERO_TYPES = new Set<string>(['hero', 'imageTextHero'])

/** Blocks that already list a section's content: a landing page with one of them needs no plain index below. */
const LISTING_TYPES = new Set<string>(['cardGrid', 'newsList', 'faqList', 'updatesList', 'datedList', 'linkList', 'announcementsGrid'])

type Props = {
  collection: RoutedCollection
  doc: RoutedDoc | null
  title: string
  path: string
  crumbs: Crumb[]
  indexOf?: RoutedCollection
}

function field<T>(doc: RoutedDoc | null, name: string): T | undefined {
  return doc && name in doc ? ((doc as unknown as Record<string, unknown>)[name] as T) : undefined
}

/** The top of the page when no hero block carries it: breadcrumbs, title (news and FAQs have their own). */
function PageTop({ collection, doc, title, crumbs }: Pick<Props, 'collection' | 'doc' | 'title' | 'crumbs'>): ReactNode {
  if (collection === 'news' && doc) return <NewsHeader item={doc as News} crumbs={crumbs} />
  return (
    <div className="container pt-4">
      <Breadcrumbs crumbs={crumbs} className="mb-3" />
      {collection === 'faqs' && doc ? <FaqHeader faq={doc as Faq} /> : <h1 className="mb-4">{title}</h1>}
      {field<string>(doc, 'summary') && <p className="lead">{field<string>(doc, 'summary')}</p>}
      {collection === 'resources' && <ResourceMeasure doc={doc} />}
    </div>
  )
}

/** A guide's measure, linking to its page. */
function ResourceMeasure({ doc }: { doc: RoutedDoc | null }) {
  const misura = field<{ label?: string } | number | null>(doc, 'misura')
  if (!misura || typeof misura !== 'object') return null
  return (
    <p>
      Misura: <ProgrammeLinks kind="misura" values={[misura]} />
    </p>
  )
}

/** What follows the blocks of a news item, a FAQ or the FAQ index. */
function After({ collection, doc, path, indexOf }: Pick<Props, 'collection' | 'doc' | 'path' | 'indexOf'>): ReactNode {
  if (collection === 'news' && doc) return <RelatedNews item={doc as News} />
  if (collection === 'faqs' || indexOf === 'faqs') return <FaqHelp path={path} />
  return null
}

/** Any routed document: breadcrumbs, header, blocks, section index, rating slot, update date. */
export function ContentPage({ collection, doc, title, path, crumbs, indexOf }: Props) {
  const body = field<BodyBlock[] | null>(doc, 'body')
  const heroFirst = HERO_TYPES.has(body?.[0]?.blockType ?? '')
  const listed = body?.some((b) => LISTING_TYPES.has(b.blockType)) ?? false
  const context: BlockContext = { crumbs, path }
  return (
    <>
      <PreviewBanner path={path} />
      <JsonLd data={breadcrumbJsonLd(crumbs, path, siteUrl())} />
      <DocumentJsonLd collection={collection} doc={doc} path={path} />
      {!heroFirst && <PageTop collection={collection} doc={doc} title={title} crumbs={crumbs} />}
      <RenderBlocks blocks={body} context={context} />
      {indexOf && !listed && <SectionIndex collection={indexOf} headingId="indice-sezione" />}
      <After collection={collection} doc={doc} path={path} indexOf={indexOf} />
      <RatingSlot collection={collection} pageId={doc?.id} nascondiValutazione={field<boolean | null>(doc, 'nascondiValutazione')} />
      {indexOf && !field<string | null>(doc, 'customUpdateDate') ? (
        <IndexUpdatedOn collection={indexOf} />
      ) : (
        <UpdatedOn date={field<string | null>(doc, 'customUpdateDate')} />
      )}
    </>
  )
}
