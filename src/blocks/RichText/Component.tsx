import { RichText } from '@/components/page/RichText'
import type { BlockProps } from '../types'

export function RichTextComponent({ block }: BlockProps<'richText'>) {
  return (
    <div className="container my-4">
      <RichText data={block.content} className="sito-richtext" />
    </div>
  )
}
