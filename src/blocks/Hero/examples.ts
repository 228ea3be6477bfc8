import type { HeroBlock } from '../../payload-types'
import { exampleMedia } from '../SingleImage/examples'

/** Hero blocks with real content; `programma` carries an image and a button. */
export const heroExamples = {
  home: {
    blockType: 'hero',
    title: 'La pubblica amministrazione diventa digitale, insieme',
    description:
      'Il programma finanzia comuni, scuole, aziende sanitarie e altri enti pubblici che portano i propri servizi online: più semplici per chi li usa, più sicuri per chi li gestisce.',
    button: { text: 'Scopri il programma', href: '/il-programma', target: '_self' },
    showBreadcrumbs: false,
  },
  programma: {
    blockType: 'hero',
    title: 'Il programma',
    description:
      'Risorse, misure e strumenti per accompagnare le amministrazioni nella trasformazione digitale, dal cloud ai servizi per cittadini e imprese.',
    button: { text: 'Vai alle domande frequenti', href: '/supporto/domande-frequenti', target: '_self', icon: 'it-help-circle' },
    image: exampleMedia.mappa,
    updateDate: '2025-07-15T10:00:00.000Z',
    showBreadcrumbs: true,
  },
  notizie: {
    blockType: 'hero',
    title: 'Notizie',
    description: 'Aggiornamenti sull’avanzamento del programma, nuovi avvisi, eventi e storie dai territori.',
    showBreadcrumbs: true,
  },
} satisfies Record<string, HeroBlock>

/** A simple section hero (title and description), used by landing pages. */
export function sectionHero(title: string, description: string): HeroBlock {
  return { blockType: 'hero', title, description, showBreadcrumbs: true }
}
