import type { ReactNode } from 'react'

/** A short description list (the measure's or the avviso's facts), in a titled section. */
export function Facts({ id, title, rows }: { id: string; title: string; rows: [term: string, value: ReactNode][] }) {
  const shown = rows.filter(([, value]) => value != null && value !== '' && !(Array.isArray(value) && !value.length))
  if (!shown.length) return null
  return (
    <section className="container my-4" aria-labelledby={id}>
      <h2 id={id} className="h3 mb-3">
        {title}
      </h2>
      <dl className="sito-fatti">
        {shown.map(([term, value]) => (
          <div key={term} className="sito-fatti__riga">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Items separated by commas (links to beneficiary types, for example). */
export function Joined({ items }: { items: ReactNode[] }) {
  return <>{items.map((item, i) => [i > 0 ? ', ' : null, item])}</>
}
