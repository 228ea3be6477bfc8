import type { ReactNode } from 'react'
import { ProgrammeLinks } from '@/components/page/ProgrammeLinks'
import { formatLongDate, isoDay } from '@/content/dates'
import type { BlockProps } from '../types'
import { CopyLinkButton } from './PageHeader.client'

function Item({ term, children }: { term: string; children: ReactNode }) {
  if (!children) return null
  return (
    <div className="col-sm-6 col-lg-4 mb-2">
      <dt>{term}</dt>
      <dd className="mb-0">{children}</dd>
    </div>
  )
}

/** Page metadata (topic, measure, status, beneficiaries, update date) and the copy-link button. */
export function PageHeaderComponent({ block }: BlockProps<'pageHeader'>) {
  const date = formatLongDate(block.updateDate)
  return (
    <div className="container my-3">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-3 border-bottom pb-2">
        <dl className="row flex-grow-1 small mb-0">
          <Item term="Argomento">{block.argomento}</Item>
          <Item term="Misura">{typeof block.misura === 'object' && block.misura ? <ProgrammeLinks kind="misura" values={[block.misura]} /> : null}</Item>
          <Item term="Stato">{block.status}</Item>
          <Item term="Beneficiari">{block.beneficiari?.length ? <ProgrammeLinks kind="beneficiario" values={block.beneficiari} /> : null}</Item>
          <Item term="Data di aggiornamento">{date && <time dateTime={isoDay(block.updateDate)}>{date}</time>}</Item>
        </dl>
        <CopyLinkButton />
      </div>
    </div>
  )
}
