import type { BlockProps } from '../types'
import { BENEFIT_ICONS, type BenefitIcon } from './icons'

/** Decorative: the item's title says what the icon only illustrates. */
function BenefitGlyph({ name }: { name: BenefitIcon }) {
  return (
    <svg className="sito-benefits__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={BENEFIT_ICONS[name]} />
    </svg>
  )
}

export function BenefitsComponent({ block }: BlockProps<'benefits'>) {
  const titleId = `vantaggi-${block.id ?? 'titolo'}`
  return (
    <section className="container my-5" aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title}</h2>
      {block.intro && <p className="lead">{block.intro}</p>}
      <ul className="row g-4 list-unstyled row-cols-1 row-cols-md-2 mt-2">
        {block.items.map((item, i) => (
          <li key={item.id ?? i} className="col">
            <div className="sito-benefits__item">
              {item.icon && <BenefitGlyph name={item.icon} />}
              <div>
                <h3 className="h5">{item.title}</h3>
                {item.text && <p className="mb-0">{item.text}</p>}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
