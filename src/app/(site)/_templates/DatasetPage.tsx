import { RenderBlocks } from '@/blocks/RenderBlocks'
import { RatingSlot } from './RatingSlot'
import type { BlockContext, BodyBlock } from '@/blocks/types'
import { siteUrl } from '@/cms/env'
import { breadcrumbJsonLd, type Crumb } from '@/content/breadcrumbs'
import type { Dati } from '@/payload-types'
import { Breadcrumbs } from '@/components/page/Breadcrumbs'
import { JsonLd } from '@/components/page/JsonLd'
import { publisher } from '@/open-data/catalogue/catalogue'
import { datasetJsonLd } from '@/open-data/catalogue/dataset-view'
import { datasetMeta } from '@/open-data/catalogue/meta'
import { DatasetInfo } from '@/open-data/page/DatasetInfo'

type Props = { doc: Dati; path: string; crumbs: Crumb[] }

/** An open data page: the dataset presentation (description, update date, licence, files), then its blocks. */
export function DatasetPage({ doc, path, crumbs }: Props) {
  const context: BlockContext = { crumbs, path }
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, path, siteUrl())} />
      <JsonLd data={datasetJsonLd(datasetMeta(doc).meta, publisher())} />
      <div className="container pt-4">
        <Breadcrumbs crumbs={crumbs} className="mb-3" />
        <h1 className="mb-4">{doc.title}</h1>
        {doc.summary && <p className="lead">{doc.summary}</p>}
        <DatasetInfo doc={doc} />
      </div>
      <RenderBlocks blocks={doc.body as BodyBlock[] | null | undefined} context={context} />
      <RatingSlot collection="datis" pageId={doc.id} />
    </>
  )
}
