import { captchaWidget } from '@/integrations/captcha'
import type { BlockProps } from '../types'
import { DEFAULT_PRODUCT, SUPPORT_FORM_TITLE } from './config'
import { SupportRequestFormClient } from '../leaves.client'

/** The support request form (spec section 2): stored here, then forwarded to the support desk. */
export function SupportRequestFormComponent({ block, context }: BlockProps<'supportRequestForm'>) {
  const formId = `assistenza-${block.id ?? 'modulo'}`
  return (
    <section className="container my-4" aria-labelledby={`${formId}-titolo`}>
      <div className="row">
        <div className="col-12 col-lg-8">
          <SupportRequestFormClient
            formId={formId}
            title={SUPPORT_FORM_TITLE}
            product={block.product?.trim() || DEFAULT_PRODUCT}
            intro={block.intro}
            captcha={captchaWidget()}
            path={context.path}
            // The no-JS post's idempotency key: one per rendering of the page (submission-key.ts).
            pageKey={crypto.randomUUID()}
          />
        </div>
      </div>
    </section>
  )
}
