import { NON_DOCUMENT_POLICY } from '@/ops/csp-policy.cjs'
import { frequencyUri, licenceOf, MEDIA_TYPES, themeUri, type DatasetMeta, type Publisher } from './catalogue'

/** DCAT-AP_IT in Turtle: what dati.gov.it harvests from a catalogue. */
const PREFIXES = `@prefix dcat: <http://www.w3.org/ns/dcat#> .
@prefix dcatapit: <http://dati.gov.it/onto/dcatapit#> .
@prefix dct: <http://purl.org/dc/terms/> .
@prefix foaf: <http://xmlns.com/foaf/0.1/> .
@prefix vcard: <http://www.w3.org/2006/vcard/ns#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
`

const FILE_TYPE_BASE = 'http://publications.europa.eu/resource/authority/file-type/'
const LANGUAGE_ITA = 'http://publications.europa.eu/resource/authority/language/ITA'

/** A literal: backslash, quote and line breaks escaped (ECHAR). */
function literal(value: string, lang = 'it'): string {
  const escaped = value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')
  return `"${escaped}"${lang ? `@${lang}` : ''}`
}

/** An IRI: characters Turtle does not allow inside <> are percent-encoded. */
function iri(value: string): string {
  return `<${value.replace(/[\u0000-\u0020<>"{}|^`\\]/g, (c) => encodeURIComponent(c))}>`
}

const date = (iso: string) => `"${iso.slice(0, 10)}"^^xsd:date`

function agent(subject: string, who: Publisher): string {
  return `${iri(subject)} a dcatapit:Agent, foaf:Agent ;
  dct:identifier ${literal(who.ipa, '')} ;
  foaf:name ${literal(who.name)} .
`
}

function distribution(subject: string, d: DatasetMeta['distributions'][number], meta: DatasetMeta): string {
  const lic = licenceOf(meta)
  const format = d.format.toUpperCase()
  return `${iri(subject)} a dcatapit:Distribution, dcat:Distribution ;
  dct:title ${literal(d.title)} ;
  dct:format ${iri(FILE_TYPE_BASE + format)} ;
  dcat:mediaType ${literal(MEDIA_TYPES[format] ?? 'application/octet-stream', '')} ;
  dcat:accessURL ${iri(d.url)} ;
  dcat:downloadURL ${iri(d.url)} ;
  dct:license ${iri(lic.uri)} .
`
}

function licenceDocument(meta: DatasetMeta): string {
  const lic = licenceOf(meta)
  return `${iri(lic.uri)} a dcatapit:LicenseDocument, dct:LicenseDocument ;
  dct:type <http://purl.org/adms/licencetype/Attribution> ;
  foaf:name ${literal(lic.name)} .
`
}

/** The dataset's own triples (and those of its distributions, licence and contact). */
function datasetTriples(meta: DatasetMeta, who: Publisher, origin: string): string {
  const publisherIri = `${origin}/api/open-data/catalogo.ttl#editore`
  const subject = `${meta.landingPage}#dataset`
  const contact = `${meta.landingPage}#contatto`
  const dists = meta.distributions.map((d, i) => [`${meta.landingPage}#distribuzione-${i + 1}`, d] as const)
  const lines = [
    `${iri(subject)} a dcatapit:Dataset, dcat:Dataset ;`,
    `  dct:identifier ${literal(`${who.ipa}:${meta.slug}`, '')} ;`,
    `  dct:title ${literal(meta.title)} ;`,
    `  dct:description ${literal(meta.description)} ;`,
    `  dct:modified ${date(meta.modified)} ;`,
    `  dcat:theme ${iri(themeUri(meta.theme))} ;`,
    `  dct:accrualPeriodicity ${iri(frequencyUri(meta.frequency))} ;`,
    `  dct:publisher ${iri(publisherIri)} ;`,
    `  dct:rightsHolder ${iri(publisherIri)} ;`,
    `  dct:language ${iri(LANGUAGE_ITA)} ;`,
    `  dcat:landingPage ${iri(meta.landingPage)} ;`,
    `  dcat:contactPoint ${iri(contact)} ;`,
    ...meta.sources.map((s) => `  dct:source ${iri(s)} ;`),
    ...dists.map(([d]) => `  dcat:distribution ${iri(d)} ;`),
  ]
  lines[lines.length - 1] = lines.at(-1)!.replace(/ ;$/, ' .')
  return [
    lines.join('\n') + '\n',
    `${iri(contact)} a dcatapit:Organization, vcard:Organization ;\n  vcard:fn ${literal(who.name)} ;\n  vcard:hasEmail <mailto:opendata@example.it> .\n`,
    ...dists.map(([s, d]) => distribution(s, d, meta)),
    licenceDocument(meta),
  ].join('\n')
}

/** One dataset on its own, with its publisher. */
export function datasetTurtle(meta: DatasetMeta, who: Publisher, origin: string): string {
  return [PREFIXES, agent(`${origin}/api/open-data/catalogo.ttl#editore`, who), datasetTriples(meta, who, origin)].join('\n')
}

export type CatalogueInfo = { title: string; description: string; homepage: string; modified: string }

/** The site's catalogue: the catalogue node, its publisher, then every dataset. */
export function catalogueTurtle(info: CatalogueInfo, datasets: DatasetMeta[], who: Publisher, origin: string): string {
  const subject = `${origin}/api/open-data/catalogo.ttl`
  const catalogue = [
    `${iri(subject)} a dcatapit:Catalog, dcat:Catalog ;`,
    `  dct:title ${literal(info.title)} ;`,
    `  dct:description ${literal(info.description)} ;`,
    `  dct:publisher ${iri(`${subject}#editore`)} ;`,
    `  dct:modified ${date(info.modified)} ;`,
    `  dct:language ${iri(LANGUAGE_ITA)} ;`,
    `  foaf:homepage ${iri(info.homepage)}${datasets.length ? ' ;' : ' .'}`,
    ...datasets.map((d, i) => `  dcat:dataset ${iri(`${d.landingPage}#dataset`)}${i === datasets.length - 1 ? ' .' : ' ;'}`),
  ].join('\n')
  return [PREFIXES, catalogue + '\n', agent(`${subject}#editore`, who), ...datasets.map((d) => datasetTriples(d, who, origin))].join('\n')
}

export const TURTLE_HEADERS = {
  'Content-Type': 'text/turtle; charset=utf-8',
  'Content-Security-Policy': NON_DOCUMENT_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=300',
}
