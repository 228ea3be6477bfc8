import { ResponsiveImage } from '@/components/page/ResponsiveImage'
import type { BlockProps } from '../types'

export function SingleImageComponent({ block }: BlockProps<'singleImage'>) {
  return (
    <div className="container my-4">
      <figure className="figure mb-0">
        <ResponsiveImage media={block.image} sizes="(min-width: 1200px) 1140px, 100vw" className="figure-img" />
        {block.didascalia && <figcaption className="figure-caption">{block.didascalia}</figcaption>}
      </figure>
    </div>
  )
}
