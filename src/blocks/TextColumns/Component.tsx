import { TitledSection } from '@/components/page/TitledSection'
import { RichText } from '@/components/page/RichText'
import type { BlockProps } from '../types'

export function TextColumnsComponent({ block }: BlockProps<'textColumns'>) {
  const twoColumns = block.columns === '2' && Boolean(block.secondColumn)
  const titleId = `testo-${block.id ?? 'colonne'}`
  return (
    <TitledSection title={block.title} headingId={titleId}>
      <div className="row g-4">
        <div className={twoColumns ? 'col-lg-6' : 'col-lg-10'}>
          <RichText data={block.content} className="sito-richtext" />
        </div>
        {twoColumns && (
          <div className="col-lg-6">
            <RichText data={block.secondColumn} className="sito-richtext" />
          </div>
        )}
      </div>
    </TitledSection>
  )
}
