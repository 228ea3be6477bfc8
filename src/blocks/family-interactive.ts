import type { Block } from 'payload'
import { PageHeaderBlock } from './PageHeader/config'
import { StepperBlock } from './Stepper/config'
import { VideoPlayerBlock } from './VideoPlayer/config'

/** Block schemas of the interactive family (registered in configs.ts). */
export const interactiveBlocks: Block[] = [PageHeaderBlock, VideoPlayerBlock, StepperBlock]
