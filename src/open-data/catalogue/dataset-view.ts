import type { Dati } from '@/payload-types'
import { licence } from './dataset'

/** "CSV, 0,12 MB" (format and size as shown next to a file). */
export function fileLabel(format: string, size: string): string {
  return `(${[format, size].filter(Boolean).join(', ')})`
}

/** schema.org Dataset, so the data page can be found by dataset search engines. */
export function datasetJsonLd(doc: Dati, path: string, origin: string) {
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url)
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: doc.title,
    description: doc.summary ?? doc.title,
    url: `${origin}${path}`,
    inLanguage: 'it',
    license: licence(doc.licenza)?.url,
    dateModified: doc.customUpdateDate ?? doc.updatedAt,
    distribution: (doc.files ?? []).map((f) => ({
      '@type': 'DataDownload',
      name: f.title,
      encodingFormat: f.format,
      contentUrl: absolute(f.url),
      contentSize: f.size != null ? `${f.size} B` : undefined,
    })),
  }
}
