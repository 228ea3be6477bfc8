import { BannerComponent } from '@/blocks/Banner/Component'
import type { BannerBlock } from '@/payload-types'

const HELP: BannerBlock = {
  blockType: 'banner',
  id: 'faq-aiuto',
  title: 'Non hai trovato la risposta?',
  text: 'Scrivi al gruppo di assistenza con il modulo di richiesta: rispondiamo via email, di solito entro due giorni lavorativi.',
  button: { text: 'Chiedi assistenza', href: '/supporto/richiedi-assistenza', target: '_self' },
  colour: 'light',
}

/** Under every FAQ: where to go when the answer was not enough (the support request form). */
export function FaqHelp({ path }: { path: string }) {
  return <BannerComponent block={HELP} context={{ crumbs: [], path }} />
}
