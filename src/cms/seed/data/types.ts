import type { FaqCategory } from '../../../content/paths'
import type { AlertBlock } from '../../../payload-types'
import type { EditorState } from '../../../content/lexical'
import type { Beneficiario, Misura } from '../../../content/taxonomies'

/** A FAQ as written in the data files; labels are resolved to ids by the seed. */
export type FaqInput = {
  title: string
  slug: string
  category: FaqCategory
  misura?: Misura
  beneficiari?: Beneficiario[]
  /** Days ago: creation and displayed update date. */
  created: number
  updated: number
  nascondiValutazione?: boolean
  answer: EditorState
  alert?: AlertBlock
}
