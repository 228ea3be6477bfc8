import { RichText } from '@/components/page/RichText'
import type { BlockProps } from '../types'
import { StepperAccordion } from '../leaves.client'
import type { StepView } from './Stepper.client'

export function StepperComponent({ block }: BlockProps<'stepper'>) {
  const steps: StepView[] = (block.steps ?? []).map((step, i) => ({
    key: step.id ?? String(i),
    title: step.stepTitle,
    body: <RichText data={step.stepBody} />,
  }))
  if (!steps.length) return null
  return (
    <div className="container my-4">
      <StepperAccordion steps={steps} baseId={`passi-${block.id ?? 'blocco'}`} collapsible={block.layout !== 'exploded'} />
    </div>
  )
}
