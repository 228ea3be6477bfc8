import { IntentLink } from './IntentLink.client'
import { FAQ_CATEGORIES, FAQ_PREFIX, pathFor } from '@/content/paths'

type FaqItem = { id: number; slug: string; title: string; category?: string | null }

/**
 * The FAQ index: one list, an accordion per category (native details, so it opens without
 * JavaScript), each with its questions and the link to the category's page.
 */
export function FaqAccordions({ items, headingId }: { items: FaqItem[]; headingId: string }) {
  return (
    <section className="container my-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h3 mb-3">
        Domande per argomento
      </h2>
      <div className="sito-faq-accordions">
        {FAQ_CATEGORIES.map((category) => {
          const inCategory = items.filter((i) => i.category === category.value)
          if (!inCategory.length) return null
          return (
            <details key={category.value} id={`categoria-${category.value}`} className="sito-faq-accordions__item">
              <summary className="sito-faq-accordions__summary">
                <h3 className="h5 mb-0">
                  {category.label} <span className="sito-faq-accordions__count">({inCategory.length})</span>
                </h3>
              </summary>
              <ul className="sito-faq-accordions__list">
                {inCategory.map((item) => (
                  <li key={item.id}>
                    <IntentLink href={pathFor('faqs', item)}>{item.title}</IntentLink>
                  </li>
                ))}
              </ul>
              <p className="sito-faq-accordions__more">
                <IntentLink href={`/${FAQ_PREFIX}/${category.value}`}>Tutte le domande su «{category.label}»</IntentLink>
              </p>
            </details>
          )
        })}
      </div>
    </section>
  )
}
