import type { Media, SingleImageBlock } from '../../payload-types'

const STAMP = '2025-07-15T10:00:00.000Z'

function fixture(id: number, filename: string, alt: string, width: number, height: number): Media {
  const url = `/cms-api/media/file/${filename}`
  return {
    id,
    alt,
    filename,
    url,
    mimeType: 'image/webp',
    width,
    height,
    createdAt: STAMP,
    updatedAt: STAMP,
    sizes: {
      card: { url: url.replace('.webp', '-640x360.webp'), width: 640, height: 360, mimeType: 'image/webp' },
    },
  }
}

/**
 * Media records shaped like Payload's, for rendering examples without a database.
 * Filenames match the images the seed generates (src/cms/seed/data/images.ts).
 */
export const exampleMedia = {
  mappa: fixture(
    1,
    'mappa-italia-punti.webp',
    'Mappa stilizzata dell’Italia composta da punti blu e bianchi su sfondo blu scuro',
    1600,
    900,
  ),
  cloud: fixture(
    3,
    'migrazione-cloud.webp',
    'Illustrazione di una nuvola stilizzata collegata a tre armadi di server',
    1600,
    900,
  ),
} satisfies Record<string, Media>

/** A block with the image populated (depth ≥ 1), as pages receive it. */
export const singleImageExamples = {
  cloud: {
    blockType: 'singleImage',
    image: exampleMedia.cloud,
    didascalia: 'La migrazione verso infrastrutture cloud qualificate è una delle misure del programma.',
  },
  mappa: {
    blockType: 'singleImage',
    image: exampleMedia.mappa,
    didascalia: 'Le amministrazioni beneficiarie sono distribuite su tutto il territorio nazionale.',
  },
} satisfies Record<string, SingleImageBlock>
