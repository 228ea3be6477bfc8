import { TitledSection } from '@/components/page/TitledSection'
import type { BlockProps } from '../types'
import { NewsletterForm } from '../leaves.client'

/** The newsletter subscription form (spec sections 5, 7, 8), with an optional title and intro. */
export function NewsletterFormComponent({ block, context }: BlockProps<'newsletterForm'>) {
  return (
    <TitledSection title={block.title} headingId="newsletter-titolo">
      <div className="sito-form" id="newsletter">
        {block.intro && <p>{block.intro}</p>}
        <NewsletterForm path={context.path} headingLevel={block.title ? 3 : 2} />
      </div>
    </TitledSection>
  )
}
