import { CaptchaWidget } from '@/integrations/captcha/CaptchaWidget.client'
import type { CaptchaWidget as WidgetConfig } from '@/integrations/captcha/types'
import { FieldError } from './form-controls'
import type { FormKit } from './use-form-kit'

/** The human check of a form, with its error like any field's (the summary links to its group). */
export function CaptchaField({ kit, config }: { kit: FormKit; config: WidgetConfig }) {
  const error = kit.errors.captcha
  return (
    <>
      <CaptchaWidget id={kit.id('captcha')} config={config} onToken={kit.captcha.onToken} resetKey={kit.captcha.resetKey} errorId={error ? kit.errorId('captcha') : undefined} />
      <FieldError id={kit.errorId('captcha')} message={error} />
    </>
  )
}
