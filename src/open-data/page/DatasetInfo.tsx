import { formatLongDate, isoDay } from '@/content/dates'
import { formatSizeMB } from '@/content/sizes'
import type { Dati } from '@/payload-types'
import { RichText } from '@/components/page/RichText'
import { fileLabel } from '../catalogue/dataset-view'
import { licence } from '../catalogue/dataset'
import { FREQUENCIES } from '../catalogue/dcat-vocabularies'
import { datasetMeta } from '../catalogue/meta'

/** The dataset presentation of an open data page: description, update date, licence, files and open formats. */
export function DatasetInfo({ doc }: { doc: Dati }) {
  const lic = licence(doc.licenza)
  const updated = formatLongDate(doc.customUpdateDate)
  const files = doc.files ?? []
  const { meta, tables } = datasetMeta(doc)
  const frequency = FREQUENCIES[doc.frequenza as keyof typeof FREQUENCIES]
  return (
    <section className="sito-dataset my-4" aria-labelledby="dataset-scheda">
      <h2 id="dataset-scheda" className="h4">
        Informazioni sul dataset
      </h2>
      {doc.description && <RichText data={doc.description} className="mb-3" />}
      <dl className="sito-dataset__facts">
        {updated && (
          <div>
            <dt>Data di aggiornamento</dt>
            <dd>
              <time dateTime={isoDay(doc.customUpdateDate)}>{updated}</time>
            </dd>
          </div>
        )}
        {frequency && (
          <div>
            <dt>Frequenza di aggiornamento</dt>
            <dd>{frequency}</dd>
          </div>
        )}
        {meta.sources.length > 0 && (
          <div>
            <dt>Fonte originale</dt>
            <dd>
              {meta.sources.map((url, i) => (
                <span key={url}>
                  {i > 0 && ', '}
                  <a href={url}>{url}</a>
                </span>
              ))}
            </dd>
          </div>
        )}
        <div>
          <dt>Licenza</dt>
          <dd>{lic ? <a href={lic.url}>{lic.label}</a> : doc.licenza}</dd>
        </div>
      </dl>
      {files.length > 0 && (
        <>
          <h3 className="h5 mt-4">File scaricabili</h3>
          <ul className="sito-dataset__files">
            {files.map((file, i) => (
              <li key={file.id ?? i}>
                <a href={file.url}>{file.title}</a> <span className="sito-dataset__format">{fileLabel(file.format, formatSizeMB(file.size))}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <OpenFormats slug={doc.slug} tables={tables} />
    </section>
  )
}

/** The charts' tables as CSV and JSON, and the metadata catalogues harvest (DCAT-AP_IT, Frictionless). */
function OpenFormats({ slug, tables }: { slug: string; tables: ReturnType<typeof datasetMeta>['tables'] }) {
  return (
    <>
      <h3 className="h5 mt-4">Dati in formato aperto</h3>
      <ul className="sito-dataset__files">
        {tables.map((t) => (
          <li key={t.anchor}>
            {t.title}: <a href={t.csvPath} aria-label={`${t.title}, formato CSV`}>CSV</a>
            {' · '}
            <a href={t.jsonPath} aria-label={`${t.title}, formato JSON`}>JSON</a>
          </li>
        ))}
        <li>
          <a href={`/api/open-data/${slug}/dcat.ttl`}>Metadati DCAT-AP_IT</a> <span className="sito-dataset__format">(Turtle)</span>
        </li>
        {tables.length > 0 && (
          <li>
            <a href={`/api/open-data/${slug}/datapackage.json`}>Descrittore Frictionless Data Package</a> <span className="sito-dataset__format">(datapackage.json)</span>
          </li>
        )}
        <li>
          <a href="/api/open-data/catalogo.ttl">Catalogo di tutti i dataset del sito</a> <span className="sito-dataset__format">(DCAT-AP_IT, Turtle)</span>
        </li>
      </ul>
    </>
  )
}
