import { RichText } from '@/components/page/RichText'
import { labelList, optionsFrom } from '../filtering/query'
import type { BlockProps } from '../types'
import { anchorIds } from './progress'
import { SidebarRichText } from '../leaves.client'
import type { SectionView } from './SidebarRichText.client'

export function SidebarRichTextComponent({ block, context }: BlockProps<'sidebarRichText'>) {
  const rows = block.sections ?? []
  if (!rows.length) return null
  const ids = anchorIds(rows.map((s) => s.title))
  const sections: SectionView[] = rows.map((s, i) => ({
    id: ids[i]!,
    title: s.title,
    beneficiari: labelList(s.beneficiari),
    body: <RichText data={s.content} />,
  }))
  const beneficiari = block.variant === 'filtered' ? optionsFrom(sections.map((s) => s.beneficiari)) : null
  return (
    <div className="container my-4">
      <SidebarRichText sections={sections} beneficiari={beneficiari} action={context.path} scope={block.id} />
    </div>
  )
}
