import { IntentLink } from '@/components/page/IntentLink.client'
import { Breadcrumbs } from '@/components/page/Breadcrumbs'
import type { Crumb } from '@/content/breadcrumbs'
import type { ReactNode } from 'react'

export type Tone = 'success' | 'info' | 'danger'

/** The page behind a newsletter email link: breadcrumbs, title, one message, the way back. */
export function LinkResult({ title, tone, message, crumbs, children }: { title: string; tone: Tone; message: string; crumbs: Crumb[]; children?: ReactNode }) {
  return (
    <div className="container py-4" data-newsletter-result={tone}>
      <Breadcrumbs crumbs={crumbs} className="mb-3" />
      <h1>{title}</h1>
      <div className={`alert alert-${tone} my-4`} role={tone === 'danger' ? 'alert' : 'status'}>
        <p className="mb-0">{message}</p>
      </div>
      {children}
      <p>
        <IntentLink href="/novita/newsletter">Torna alla pagina della newsletter</IntentLink>
      </p>
    </div>
  )
}

/** Wrong, tampered or truncated links, and expired ones: what to do next, never a crash. */
export const LINK_PROBLEMS = {
  missing: 'Il collegamento è incompleto: manca il codice di verifica. Copia l’indirizzo completo dall’email che hai ricevuto.',
  invalid: 'Il collegamento non è valido. Controlla di averlo copiato per intero dall’email oppure iscriviti di nuovo per riceverne uno nuovo.',
  expired: 'Il collegamento è scaduto. Iscriviti di nuovo: ti invieremo un’email con un collegamento valido.',
} as const
