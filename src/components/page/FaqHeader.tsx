import { formatLongDate, isoDay } from '@/content/dates'
import { faqCategoryLabel } from '@/content/paths'
import type { Faq } from '@/payload-types'
import type { ReactNode } from 'react'
import { ProgrammeLinks } from './ProgrammeLinks'

function DateItem({ term, value }: { term: string; value: string | null | undefined }) {
  const text = formatLongDate(value)
  if (!text) return null
  return (
    <div className="col-sm-6 col-lg-4 mb-2">
      <dt>{term}</dt>
      <dd className="mb-0">
        <time dateTime={isoDay(value)}>{text}</time>
      </dd>
    </div>
  )
}

function TextItem({ term, value }: { term: string; value: ReactNode }) {
  if (!value) return null
  return (
    <div className="col-sm-6 col-lg-4 mb-2">
      <dt>{term}</dt>
      <dd className="mb-0">{value}</dd>
    </div>
  )
}

/** FAQ header: dates, title, custom update date, topic, measure and beneficiaries. */
export function FaqHeader({ faq }: { faq: Faq }) {
  return (
    <header className="mb-4">
      <h1 className="mb-3">{faq.title}</h1>
      <dl className="row sito-meta small">
        <TextItem term="Argomento" value={faqCategoryLabel(faq.category)} />
        <TextItem term="Misura" value={faq.misura ? <ProgrammeLinks kind="misura" values={[faq.misura]} /> : null} />
        <TextItem term="Beneficiari" value={faq.beneficiari?.length ? <ProgrammeLinks kind="beneficiario" values={faq.beneficiari} /> : null} />
        <DateItem term="Pubblicata il" value={faq.createdAt} />
        <DateItem term="Ultima modifica" value={faq.updatedAt} />
        <DateItem term="Data di aggiornamento" value={faq.customUpdateDate} />
      </dl>
    </header>
  )
}
