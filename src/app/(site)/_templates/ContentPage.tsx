import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockContext, BodyBlock } from '@/blocks/types'
import { breadcrumbJsonLd, type Crumb } from '@/content/breadcrumbs'
import type { RoutedDoc } from '@/content/routed'
import type { RoutedCollection } from '@/content/paths'
import { siteUrl } from '@/cms/env'
import type { Faq } from '@/payload-types'
import { Breadcrumbs } from '@/components/page/Breadcrumbs'
import { FaqHeader } from '@/components/page/FaqHeader'
import { DocumentJsonLd } from '@/components/page/DocumentJsonLd'
import { JsonLd } from '@/components/page/JsonLd'
import { PreviewBanner } from '@/components/page/PreviewBanner'
import { RatingSlot } from './RatingSlot'
import { SectionIndex } from '@/components/page/SectionIndex'
import { IndexUpdatedOn, UpdatedOn } from '@/components/page/UpdatedOn'

/** Blocks that carry the page's h1 (and the breadcrumbs) when they come first. */
const HERO_TYPES = new Set<string>(['hero', 'imageTextHero'])

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

/** Any routed document: breadcrumbs, header, blocks, section index, rating slot, update date. */
export function ContentPage({ collection, doc, title, path, crumbs, indexOf }: Props) {
  const body = field<BodyBlock[] | null>(doc, 'body')
  const heroFirst = HERO_TYPES.has(body?.[0]?.blockType ?? '')
  const context: BlockContext = { crumbs, path }
  return (
    <>
      <PreviewBanner path={path} />
      <JsonLd data={breadcrumbJsonLd(crumbs, path, siteUrl())} />
      <DocumentJsonLd collection={collection} doc={doc} path={path} />
      {!heroFirst && (
        <div className="container pt-4">
          <Breadcrumbs crumbs={crumbs} className="mb-3" />
          {collection === 'faqs' && doc ? <FaqHeader faq={doc as Faq} /> : <h1 className="mb-4">{title}</h1>}
          {field<string>(doc, 'summary') && <p className="lead">{field<string>(doc, 'summary')}</p>}
        </div>
      )}
      <RenderBlocks blocks={body} context={context} />
      {indexOf && <SectionIndex collection={indexOf} headingId="indice-sezione" />}
      <RatingSlot pageId={doc?.id} nascondiValutazione={field<boolean | null>(doc, 'nascondiValutazione')} />
      {indexOf && !field<string | null>(doc, 'customUpdateDate') ? (
        <IndexUpdatedOn collection={indexOf} />
      ) : (
        <UpdatedOn date={field<string | null>(doc, 'customUpdateDate')} />
      )}
    </>
  )
}
