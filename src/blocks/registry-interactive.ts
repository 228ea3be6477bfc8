import type { ComponentType } from 'react'
import { PageHeaderComponent } from './PageHeader/Component'
import { StepperComponent } from './Stepper/Component'
import type { BlockProps, BlockType } from './types'
import { VideoPlayerComponent } from './VideoPlayer/Component'

/** Components of the interactive family, by blockType (merged in registry.ts). */
export const interactiveRegistry: Partial<{ [T in BlockType]: ComponentType<BlockProps<T>> }> = {
  pageHeader: PageHeaderComponent,
  videoPlayer: VideoPlayerComponent,
  stepper: StepperComponent,
}
