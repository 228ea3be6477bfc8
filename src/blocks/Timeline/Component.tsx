import type { BlockProps } from '../types'

export function TimelineComponent({ block }: BlockProps<'timeline'>) {
  const titleId = `linea-tempo-${block.id ?? 'titolo'}`
  return (
    <section className="container my-5" aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-4">
        {block.title}
      </h2>
      <ol className="sito-timeline">
        {block.items.map((item, i) => (
          <li
            key={item.id ?? i}
            className={item.isCurrent ? 'sito-timeline__step sito-timeline__step--current' : 'sito-timeline__step'}
            aria-current={item.isCurrent ? 'step' : undefined}
          >
            <p className="sito-timeline__date">
              {item.dateLabel}
              {item.isCurrent && (
                <>
                  {' '}
                  <span className="sito-timeline__now">Oggi</span>
                </>
              )}
            </p>
            <h3 className="h5">{item.title}</h3>
            {item.text && <p className="mb-0">{item.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
