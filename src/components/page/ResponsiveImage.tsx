import type { Media } from '@/payload-types'

type Size = { url?: string | null; width?: number | null; height?: number | null }

/** The upload's generated sizes as a srcset; width and height reserve the space (no layout shift). */
export function ResponsiveImage({
  media,
  sizes = '100vw',
  priority = false,
  className,
}: {
  media: Media | number | null | undefined
  sizes?: string
  priority?: boolean
  className?: string
}) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const variants = Object.values(media.sizes ?? {}) as Size[]
  // One candidate per width (a crop can share the original's), URLs without the separators of srcset.
  const byWidth = new Map<number, string>()
  for (const v of [...variants, media as Size]) if (v?.url && v.width && !byWidth.has(v.width)) byWidth.set(v.width, v.url)
  const srcSet = [...byWidth]
    .map(([width, url]) => `${encodeURI(decodeURI(url)).replace(/,/g, '%2C')} ${width}w`)
    .join(', ')
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already generated the sizes
    <img
      src={media.url}
      srcSet={srcSet || undefined}
      sizes={sizes}
      alt={media.alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      className={['img-fluid', className].filter(Boolean).join(' ')}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
  // React sends a preload of every eager <img> with the page's RSC data, prefetches included: any page
  // linking here would download this image at high priority. Inside <picture> it sends none, and the
  // image, early in the HTML, is found by the browser's preload scanner.
  return priority ? <picture>{image}</picture> : image
}
