import type { Block } from 'payload'
import { NewsletterFormBlock } from './NewsletterForm/config'

/** Block schemas of the forms family (registered in configs.ts). */
export const formsBlocks: Block[] = [NewsletterFormBlock]
