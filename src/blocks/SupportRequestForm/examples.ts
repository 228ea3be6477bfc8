import type { SupportRequestFormBlock } from '../../payload-types'
import { DEFAULT_PRODUCT } from './config'

export const supportRequestFormExamples = {
  assistenza: {
    blockType: 'supportRequestForm',
    product: DEFAULT_PRODUCT,
    intro:
      'Descrivi il problema o la domanda: il gruppo di assistenza ti risponde all’indirizzo email che indichi, di solito entro due giorni lavorativi.',
  },
} satisfies Record<string, SupportRequestFormBlock>
