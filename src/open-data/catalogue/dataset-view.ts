import { licenceOf, MEDIA_TYPES, type DatasetMeta, type Publisher } from './catalogue'

/** "CSV, 0,12 MB" (format and size as shown next to a file). */
export function fileLabel(format: string, size: string): string {
  return `(${[format, size].filter(Boolean).join(', ')})`
}

/** schema.org Dataset, so the data page can be found by dataset search engines: the same files as the DCAT. */
export function datasetJsonLd(meta: DatasetMeta, who: Publisher) {
  const organisation = { '@type': 'GovernmentOrganization', name: who.name, identifier: who.ipa }
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: meta.title,
    description: meta.description,
    url: meta.landingPage,
    identifier: `${who.ipa}:${meta.slug}`,
    inLanguage: 'it',
    isAccessibleForFree: true,
    license: licenceOf(meta).page,
    keywords: meta.keywords,
    dateModified: meta.modified,
    ...(meta.issued ? { datePublished: meta.issued } : {}),
    ...(meta.temporal ? { temporalCoverage: `${meta.temporal.start.slice(0, 10)}/${meta.temporal.end.slice(0, 10)}` } : {}),
    spatialCoverage: { '@type': 'Place', name: 'Italia' },
    publisher: organisation,
    creator: organisation,
    ...(meta.sources.length ? { isBasedOn: meta.sources } : {}),
    distribution: meta.distributions.map((d) => ({
      '@type': 'DataDownload',
      name: d.title,
      encodingFormat: MEDIA_TYPES[d.format.toUpperCase()] ?? d.format,
      contentUrl: d.url,
      ...(d.size != null ? { contentSize: `${d.size} B` } : {}),
    })),
  }
}
