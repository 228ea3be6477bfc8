'use client'

import { type ReactNode, useRef } from 'react'
import { useHydrated } from '@/components/hooks/useHydrated'
import { useSearch } from '@/components/hooks/useLocation'
import { FilterForm, ResultStatus } from '../filtering/FilterForm.client'
import { filterParam, matches, NO_RESULTS, selectedIn } from '../filtering/query'
import { useReading } from './useReading'

export type SectionView = {
  id: string
  title: string
  beneficiari: string[]
  body: ReactNode
}

type Props = {
  sections: SectionView[]
  beneficiari: string[] | null
  action: string
  scope?: string | null
}

/**
 * Sections of text with an index beside them. `beneficiari` (the filter options) is
 * null for the plain variant. Sections that do not match the filter are hidden and
 * their index entry becomes a disabled link.
 */
export function SidebarRichText({ sections, beneficiari, action, scope }: Props) {
  const name = filterParam('beneficiario', scope)
  const content = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const search = useSearch()
  const selected = beneficiari ? selectedIn(search, name, beneficiari) : ''
  const shown = sections.map((s) => matches(selected, s.beneficiari))
  const { progress, current } = useReading(
    content,
    sections.map((s, i) => (shown[i] ? s.id : null)),
  )
  const visibleCount = shown.filter(Boolean).length

  return (
    <div className="row g-4">
      <div className="col-lg-3">
        <nav aria-label="Indice della pagina" className="sito-indice">
          <p className="sito-indice__titolo">Indice della pagina</p>
          {hydrated && (
            <div
              className="sito-indice__progresso"
              role="progressbar"
              aria-label="Avanzamento della lettura"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <div className="sito-indice__barra" style={{ width: `${progress}%` }} />
            </div>
          )}
          <ul className="sito-indice__voci">
            {sections.map((s, i) => (
              <li key={s.id}>
                {shown[i] ? (
                  <a href={`#${s.id}`} aria-current={i === current ? 'true' : undefined}>
                    {s.title}
                  </a>
                ) : (
                  // eslint-disable-next-line jsx-a11y/anchor-is-valid -- Bootstrap Italia's disabled link: no href on purpose (the section is hidden), announced as a disabled link
                  <a role="link" aria-disabled="true">
                    {s.title}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="col-lg-9" ref={content}>
        {beneficiari && (
          <>
            <FilterForm
              action={action}
              idPrefix={`filtro-${sections[0]?.id ?? 'indice'}`}
              filters={[
                {
                  name,
                  label: 'Beneficiario',
                  allLabel: 'Tutti i beneficiari',
                  options: beneficiari,
                  value: selected,
                },
              ]}
            />
            <ResultStatus shown={visibleCount} total={sections.length} empty={NO_RESULTS} />
          </>
        )}
        {sections.map((s, i) => (
          <section key={s.id} aria-labelledby={s.id} hidden={!shown[i]} className="sito-indice__sezione">
            <h2 id={s.id}>{s.title}</h2>
            {beneficiari && s.beneficiari.length > 0 && <p className="sito-indice__per">Beneficiari: {s.beneficiari.join(', ')}</p>}
            {s.body}
          </section>
        ))}
      </div>
    </div>
  )
}
