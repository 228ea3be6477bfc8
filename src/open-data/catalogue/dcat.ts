import { NON_DOCUMENT_POLICY } from '@/ops/csp-policy.cjs'
import { frequencyUri, licenceOf, MEDIA_TYPES, themeCode, themeUri, type DatasetMeta, type Distribution, type Publisher } from './catalogue'
import { THEME_BASE, THEMES } from './dcat-vocabularies'

/** DCAT-AP_IT in Turtle: what dati.gov.it harvests, valid against the EU DCAT-AP 2.1.1 shapes. */
const PREFIXES = `@prefix dcat: <http://www.w3.org/ns/dcat#> .
@prefix dcatapit: <http://dati.gov.it/onto/dcatapit#> .
@prefix dct: <http://purl.org/dc/terms/> .
@prefix foaf: <http://xmlns.com/foaf/0.1/> .
@prefix prov: <http://www.w3.org/ns/prov#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix schema: <http://schema.org/> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix vcard: <http://www.w3.org/2006/vcard/ns#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
`

const EU = 'http://publications.europa.eu/resource/authority/'
const LANGUAGE_ITA = `${EU}language/ITA`
/** A national programme: every dataset covers Italy. */
const COUNTRY_ITA = `${EU}country/ITA`
const IANA = 'http://www.iana.org/assignments/media-types/'

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

type Props = [string, string | string[] | null | undefined][]

/** One subject with its types and properties; properties without a value are left out. */
function node(subject: string, types: string[], props: Props = []): string {
  const lines = [`${iri(subject)} a ${types.join(', ')}`]
  for (const [property, object] of props) {
    const values = (Array.isArray(object) ? object : [object]).filter((v): v is string => Boolean(v))
    if (values.length) lines.push(`  ${property} ${values.join(', ')}`)
  }
  return `${lines.join(' ;\n')} .\n`
}

/** The vocabulary terms a document uses, typed as DCAT-AP expects, each written once. */
class Terms {
  private readonly nodes = new Map<string, string>()
  add(subject: string, types: string[], props: Props = []): string {
    if (!this.nodes.has(subject)) this.nodes.set(subject, node(subject, types, props))
    return iri(subject)
  }
  toString() {
    return [...this.nodes.values()].join('\n')
  }
}

const agentIri = (origin: string) => `${origin}/api/open-data/catalogo.ttl#editore`

function agent(origin: string, who: Publisher): string {
  return node(agentIri(origin), ['dcatapit:Agent', 'foaf:Agent'], [['dct:identifier', literal(who.ipa, '')], ['foaf:name', literal(who.name)]])
}

function licenceDocument(meta: DatasetMeta, terms: Terms): string {
  const lic = licenceOf(meta)
  const types = lic.types.map((t) => terms.add(t.uri, ['skos:Concept'], [['skos:prefLabel', literal(t.label)]]))
  return terms.add(lic.uri, ['dcatapit:LicenseDocument', 'dct:LicenseDocument'], [['dct:type', types], ['foaf:name', literal(lic.name)]])
}

function distribution(subject: string, d: Distribution, meta: DatasetMeta, terms: Terms): string {
  const format = d.format.toUpperCase()
  const media = MEDIA_TYPES[format]
  return node(subject, ['dcatapit:Distribution', 'dcat:Distribution'], [
    ['dct:title', literal(d.title)],
    ['dct:format', terms.add(`${EU}file-type/${format}`, ['dct:MediaTypeOrExtent'])],
    ['dcat:mediaType', media ? terms.add(IANA + media, ['dct:MediaType']) : null],
    ['dcat:accessURL', iri(d.url)],
    ['dcat:downloadURL', iri(d.url)],
    ['dcat:byteSize', d.size ? `"${d.size}"^^xsd:decimal` : null],
    ['dct:license', licenceDocument(meta, terms)],
  ])
}

/** The dataset's own triples, with its contact, period and distributions. */
function datasetTriples(meta: DatasetMeta, who: Publisher, origin: string, terms: Terms): string[] {
  const page = meta.landingPage
  const dists = meta.distributions.map((d, i) => [`${page}#distribuzione-${i + 1}`, d] as const)
  const theme = terms.add(themeUri(meta.theme), ['skos:Concept'], [['skos:prefLabel', literal(THEMES[themeCode(meta.theme)])], ['skos:inScheme', iri(THEME_BASE.replace(/\/$/, ''))]])
  const period = meta.temporal && [`${page}#periodo`, meta.temporal] as const
  const dataset = node(`${page}#dataset`, ['dcatapit:Dataset', 'dcat:Dataset'], [
    ['dct:identifier', literal(`${who.ipa}:${meta.slug}`, '')],
    ['dct:title', literal(meta.title)],
    ['dct:description', literal(meta.description)],
    ['dct:issued', meta.issued ? date(meta.issued) : null],
    ['dct:modified', date(meta.modified)],
    ['dcat:theme', theme],
    ['dcat:keyword', meta.keywords.map((k) => literal(k))],
    ['dct:accrualPeriodicity', terms.add(frequencyUri(meta.frequency), ['dct:Frequency'])],
    ['dct:publisher', iri(agentIri(origin))],
    ['dct:rightsHolder', iri(agentIri(origin))],
    ['dct:language', terms.add(LANGUAGE_ITA, ['dct:LinguisticSystem'])],
    ['dct:spatial', terms.add(COUNTRY_ITA, ['dct:Location'])],
    ['dct:temporal', period ? iri(period[0]) : null],
    ['dcat:landingPage', terms.add(page, ['foaf:Document'])],
    ['dcat:contactPoint', iri(`${page}#contatto`)],
    ['prov:wasDerivedFrom', meta.sources.map(iri)],
    ['dcat:distribution', dists.map(([s]) => iri(s))],
  ])
  const contact = node(`${page}#contatto`, ['dcatapit:Organization', 'vcard:Organization', 'vcard:Kind'], [
    ['vcard:fn', literal(who.name)],
    ['vcard:hasEmail', who.email ? iri(`mailto:${who.email}`) : null],
    ['vcard:hasURL', who.email ? null : iri(`${origin}/`)],
  ])
  const periodNode = period
    ? [node(period[0], ['dct:PeriodOfTime'], [['dcat:startDate', date(period[1].start)], ['dcat:endDate', date(period[1].end)], ['schema:startDate', date(period[1].start)], ['schema:endDate', date(period[1].end)]])]
    : []
  return [dataset, contact, ...periodNode, ...dists.map(([s, d]) => distribution(s, d, meta, terms))]
}

/** One dataset on its own, with its publisher. */
export function datasetTurtle(meta: DatasetMeta, who: Publisher, origin: string): string {
  const terms = new Terms()
  return [PREFIXES, agent(origin, who), ...datasetTriples(meta, who, origin, terms), terms.toString()].join('\n')
}

export type CatalogueInfo = { title: string; description: string; homepage: string; modified: string }

/** The site's catalogue: the catalogue node, its publisher, then every dataset. */
export function catalogueTurtle(info: CatalogueInfo, datasets: DatasetMeta[], who: Publisher, origin: string): string {
  const terms = new Terms()
  const catalogue = node(`${origin}/api/open-data/catalogo.ttl`, ['dcatapit:Catalog', 'dcat:Catalog'], [
    ['dct:title', literal(info.title)],
    ['dct:description', literal(info.description)],
    ['dct:publisher', iri(agentIri(origin))],
    ['dct:modified', date(info.modified)],
    ['dct:language', terms.add(LANGUAGE_ITA, ['dct:LinguisticSystem'])],
    ['foaf:homepage', terms.add(info.homepage, ['foaf:Document'])],
    ['dcat:themeTaxonomy', terms.add(THEME_BASE.replace(/\/$/, ''), ['skos:ConceptScheme'], [['dct:title', literal('Data Theme', 'en')]])],
    ['dcat:dataset', datasets.map((d) => iri(`${d.landingPage}#dataset`))],
  ])
  return [PREFIXES, catalogue, agent(origin, who), ...datasets.flatMap((d) => datasetTriples(d, who, origin, terms)), terms.toString()].join('\n')
}

export const TURTLE_HEADERS = {
  'Content-Type': 'text/turtle; charset=utf-8',
  'Content-Security-Policy': NON_DOCUMENT_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'public, max-age=300',
  'Access-Control-Allow-Origin': '*',
}
