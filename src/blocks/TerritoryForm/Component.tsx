import { captchaWidget } from '@/integrations/captcha'
import type { BlockProps } from '../types'
import { TerritoryFormClient } from '../leaves.client'

/** The territory contact form: six fields, the human check, then a message to the area's referent. */
export function TerritoryFormComponent({ block, context }: BlockProps<'territoryForm'>) {
  const formId = `territorio-${block.id ?? 'modulo'}`
  return (
    <section className="container my-4" aria-labelledby={`${formId}-titolo`}>
      <div className="row">
        <div className="col-12 col-lg-8">
          <h2 id={`${formId}-titolo`} className="h3 mb-3">
            {block.title}
          </h2>
          {block.intro && <p>{block.intro}</p>}
          <TerritoryFormClient formId={formId} captcha={captchaWidget()} path={context.path} pageKey={crypto.randomUUID()} />
        </div>
      </div>
    </section>
  )
}
