'use client'
import type {} from 'altcha/types/react'
import { useCallback, useEffect, useRef } from 'react'
import { useFirstInteraction } from '@/components/hooks/useFirstInteraction'
import type { CaptchaWidget as WidgetConfig } from './types'

type Props = {
  config: WidgetConfig
  /** The current token, '' when there is none (not solved yet, expired, reset). */
  onToken: (token: string) => void
  /** Changing it resets the widget (after a successful submission). */
  resetKey: number
  id: string
  /** The id of the message under the check when it is missing (form error summary). */
  errorId?: string
}

type Grecaptcha = {
  ready: (cb: () => void) => void
  render: (el: HTMLElement, options: Record<string, unknown>) => number
  reset: (id?: number) => void
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

const ITALIAN = {
  label: 'Non sono un robot',
  verificationRequired: 'Completa la verifica anti-robot prima di inviare.',
  verifying: 'Verifica in corso...',
  verified: 'Verifica completata',
  expired: 'La verifica è scaduta: ripetila.',
  error: 'Verifica non riuscita. Riprova più tardi.',
}

/** The self-hosted ALTCHA widget: its script is a separate chunk, loaded only where a form asks for it. */
function Altcha({ config, onToken, resetKey }: Props) {
  const ref = useRef<HTMLElement & { reset?: () => void }>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload?: string }>).detail ?? {}
      onToken(state === 'verified' && payload ? payload : '')
    }
    // Spec section 4: at expiry (110 s) the token is cleared and the widget starts over.
    const onExpired = () => {
      onToken('')
      el.reset?.()
    }
    el.addEventListener('statechange', onState)
    el.addEventListener('expired', onExpired)
    return () => {
      el.removeEventListener('statechange', onState)
      el.removeEventListener('expired', onExpired)
    }
  }, [onToken])
  // The widget's code (about 22 KB compressed) when the visitor first acts or the widget comes
  // near the screen; its fieldset keeps the room it takes (.sito-captcha), so nothing moves.
  useFirstInteraction(
    useCallback(() => {
      void (async () => {
        await import('altcha')
        await import('altcha/i18n/it')
        const registry = (globalThis as { $altcha?: { i18n: { get: (l: string) => object; set: (l: string, v: object) => void } } }).$altcha
        registry?.i18n.set('it', { ...registry.i18n.get('it'), ...ITALIAN })
      })()
    }, []),
    ref,
  )
  useEffect(() => {
    if (resetKey > 0) ref.current?.reset?.()
  }, [resetKey])
  return (
    <altcha-widget
      ref={ref}
      challenge={config.kind === 'altcha' ? config.challengeUrl : undefined}
      language="it"
      name="captcha"
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
    />
  )
}

const RECAPTCHA_SRC = 'https://www.google.com/recaptcha/api.js?render=explicit&hl=it'

function loadRecaptcha(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    if (window.grecaptcha?.render) return window.grecaptcha.ready(() => resolve(window.grecaptcha!))
    let script = document.querySelector<HTMLScriptElement>(`script[src="${RECAPTCHA_SRC}"]`)
    if (!script) {
      script = document.createElement('script')
      script.src = RECAPTCHA_SRC
      script.async = true
      document.head.appendChild(script)
    }
    script.addEventListener('load', () => window.grecaptcha!.ready(() => resolve(window.grecaptcha!)))
    script.addEventListener('error', reject)
  })
}

/** Google reCAPTCHA v2, only when its keys are configured; our own 110 s timer clears the token. */
function Recaptcha({ config, onToken, resetKey }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const widgetId = useRef<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    if (config.kind !== 'recaptcha') return
    let cancelled = false
    const expire = () => {
      onToken('')
      if (widgetId.current !== null) window.grecaptcha?.reset(widgetId.current)
    }
    loadRecaptcha()
      .then((g) => {
        if (cancelled || !ref.current || widgetId.current !== null) return
        widgetId.current = g.render(ref.current, {
          sitekey: config.siteKey,
          callback: (token: string) => {
            onToken(token)
            clearTimeout(timer.current)
            timer.current = setTimeout(expire, config.lifetimeS * 1000)
          },
          'expired-callback': () => onToken(''),
          'error-callback': () => onToken(''),
        })
      })
      .catch(() => onToken(''))
    return () => {
      cancelled = true
      clearTimeout(timer.current)
    }
  }, [config, onToken])
  useEffect(() => {
    if (resetKey > 0 && widgetId.current !== null) window.grecaptcha?.reset(widgetId.current)
  }, [resetKey])
  return <div ref={ref} />
}

/** The human check of a form, labelled, with what happens without JavaScript. */
export function CaptchaWidget(props: Props) {
  const hintId = `${props.id}-aiuto`
  return (
    <fieldset id={props.id} className="sito-captcha mb-4" aria-describedby={[hintId, props.errorId].filter(Boolean).join(' ')}>
      <legend>Verifica anti-robot</legend>
      <p id={hintId} className="small text-muted mb-2">
        Una breve verifica automatica, svolta dal tuo browser, ci protegge dagli invii automatici. Dura al massimo 110 secondi: se
        scade, ripetila.
      </p>
      {props.config.kind === 'altcha' ? <Altcha {...props} /> : <Recaptcha {...props} />}
      <noscript>
        <p className="small mb-0">
          Senza JavaScript la verifica automatica non è disponibile: puoi inviare comunque la richiesta, che verrà controllata dalla
          redazione prima di essere presa in carico.
        </p>
      </noscript>
    </fieldset>
  )
}
