import { TitledSection } from '@/components/page/TitledSection'
import { ResponsiveImage } from '@/components/page/ResponsiveImage'
import { SiteLink } from '@/components/page/SiteLink'
import { resolveLink } from '@/content/links'
import type { ImageGridBlock } from '@/payload-types'
import type { BlockProps } from '../types'

/** One image per row on phones, two from sm, the chosen number from lg. */
const COLUMN_CLASSES: Record<ImageGridBlock['columns'], string> = {
  '2': 'row-cols-1 row-cols-sm-2',
  '3': 'row-cols-1 row-cols-sm-2 row-cols-lg-3',
  '4': 'row-cols-1 row-cols-sm-2 row-cols-lg-4',
}

const SIZES: Record<ImageGridBlock['columns'], string> = {
  '2': '(min-width: 576px) 50vw, 100vw',
  '3': '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw',
  '4': '(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw',
}

type Item = ImageGridBlock['imageBlocks'][number]

/** A figure whose image is the item's only link; the link's name is the image's alt text. */
function GridFigure({ item, sizes }: { item: Item; sizes: string }) {
  const href = resolveLink(item.link)
  const image = <ResponsiveImage media={item.image} sizes={sizes} className="sito-image-grid__image" />
  return (
    <figure className="figure mb-0">
      {href ? (
        <SiteLink href={href} target={item.link?.target} className="sito-image-grid__link">
          {image}
        </SiteLink>
      ) : (
        image
      )}
      <figcaption className="figure-caption">{item.didascalia}</figcaption>
    </figure>
  )
}

export function ImageGridComponent({ block }: BlockProps<'imageGrid'>) {
  if (!block.imageBlocks?.length) return null
  const titleId = `immagini-${block.id ?? 'griglia'}`
  return (
    <TitledSection title={block.title} headingId={titleId}>
      <ul className={`row g-4 list-unstyled ${COLUMN_CLASSES[block.columns] ?? COLUMN_CLASSES['3']}`}>
        {block.imageBlocks.map((item, i) => (
          <li key={item.id ?? i} className="col">
            <GridFigure item={item} sizes={SIZES[block.columns] ?? SIZES['3']} />
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
