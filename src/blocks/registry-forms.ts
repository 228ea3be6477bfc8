import type { ComponentType } from 'react'
import { NewsletterFormComponent } from './NewsletterForm/Component'
import type { BlockProps, BlockType } from './types'

/** Components of the forms family, by blockType (merged in registry.ts). */
export const formsRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {
  newsletterForm: NewsletterFormComponent,
}
