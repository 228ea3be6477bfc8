import { TitledSection } from '@/components/page/TitledSection'
import { searchConfig } from '@/integrations/search/config'
import type { BlockProps } from '../types'
import { FaqSearchBox } from '../leaves.client'

/** FAQ instant search: a GET form to /cerca?filters=faq, with results as you type when JavaScript runs. */
export function FaqSearchComponent({ block }: BlockProps<'faqSearch'>) {
  const config = searchConfig()
  const id = block.id ? `faq-search-${block.id}` : 'faq-search'
  return (
    <TitledSection headingId={`${id}-titolo`} title={block.title}>
      <FaqSearchBox idPrefix={id} label={block.label} algolia={config.provider === 'algolia' ? config.algolia : null} />
    </TitledSection>
  )
}
