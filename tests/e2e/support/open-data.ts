import { readFileSync } from 'node:fs'
import path from 'node:path'
import Ajv from 'ajv-draft-04'
import addFormats from 'ajv-formats'
import { Parser, Store } from 'n3'

const NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  dcat: 'http://www.w3.org/ns/dcat#',
  dcatapit: 'http://dati.gov.it/onto/dcatapit#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
}

/** Properties DCAT-AP_IT marks mandatory for each class, plus those dati.gov.it reads (publisher, contact). */
export const REQUIRED = {
  catalog: ['dct:title', 'dct:description', 'dct:publisher', 'dct:modified', 'dcat:dataset', 'foaf:homepage'],
  dataset: ['dct:identifier', 'dct:title', 'dct:description', 'dct:modified', 'dcat:theme', 'dct:rightsHolder', 'dct:accrualPeriodicity', 'dct:publisher', 'dcat:distribution', 'dcat:contactPoint'],
  distribution: ['dct:format', 'dcat:accessURL', 'dct:license', 'dcat:downloadURL', 'dct:title'],
  agent: ['dct:identifier', 'foaf:name'],
}

export const full = (curie: string) => {
  const [prefix, local] = curie.split(':') as [keyof typeof NS, string]
  return NS[prefix] + local
}

/** Parsed by an RDF library (n3): a syntax error throws. */
export const parseTurtle = (turtle: string) => new Store(new Parser({ format: 'text/turtle' }).parse(turtle))

export const subjectsOf = (store: Store, type: string) => store.getSubjects(full('rdf:type'), full(type), null).map((s) => s.value)

export const missing = (store: Store, subject: string, properties: string[]) => properties.filter((p) => store.getObjects(subject, full(p), null).length === 0)

export const objectsOf = (store: Store, subject: string, property: string) => store.getObjects(subject, full(property), null).map((o) => o.value)

/** Every missing required property of the catalogue, its datasets, distributions and agents ("subject property"). */
export function missingRequired(store: Store): string[] {
  const gaps = (subject: string, props: string[]) => missing(store, subject, props).map((p) => `${subject} ${p}`)
  return [
    ...subjectsOf(store, 'dcatapit:Catalog').flatMap((c) => gaps(c, REQUIRED.catalog)),
    ...subjectsOf(store, 'dcatapit:Dataset').flatMap((d) => [
      ...gaps(d, REQUIRED.dataset),
      ...[...objectsOf(store, d, 'dct:rightsHolder'), ...objectsOf(store, d, 'dct:publisher')].flatMap((a) => gaps(a, REQUIRED.agent)),
    ]),
    ...subjectsOf(store, 'dcatapit:Distribution').flatMap((d) => gaps(d, REQUIRED.distribution)),
  ]
}

/** The Frictionless Tabular Data Package profile, vendored in the repository (no network). */
export function dataPackageValidator() {
  const schema = JSON.parse(readFileSync(path.resolve('src/open-data/catalogue/schemas/tabular-data-package.json'), 'utf8'))
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats(ajv)
  return ajv.compile(schema)
}
