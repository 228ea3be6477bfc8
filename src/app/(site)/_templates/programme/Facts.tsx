import type { ReactNode } from 'react'
import { Section } from './Frame'

/** A short description list (the measure's or the avviso's facts), in a titled section. */
export function Facts({ id, title, rows }: { id: string; title: string; rows: [term: string, value: ReactNode][] }) {
  const shown = rows.filter(([, value]) => value != null && value !== '' && !(Array.isArray(value) && !value.length))
  if (!shown.length) return null
  return (
    <Section id={id} title={title}>
      <dl className="sito-fatti">
        {shown.map(([term, value]) => (
          <div key={term} className="sito-fatti__riga">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

/** Items separated by commas (links to beneficiary types, for example). */
export function Joined({ items }: { items: ReactNode[] }) {
  return <>{items.map((item, i) => [i > 0 ? ', ' : null, item])}</>
}
