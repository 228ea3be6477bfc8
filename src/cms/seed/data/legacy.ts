import type { Data } from '../seeder'

/** A few old FAQ anchors of the demo, pointing at the demo FAQs (the real table is imported). */
export function legacyRedirects(): Data<'legacyRedirects'>[] {
  return [
    { legacyId: '01_generali/001_Cosilprogramma', target: '/supporto/domande-frequenti/generali/che-cos-e-il-programma' },
    { legacyId: '01_generali/002_Assistenzagratuita', target: '/supporto/domande-frequenti/generali/assistenza-gratuita' },
    { legacyId: '03_supporto/001-contatti/004_assistenzatecnicaè', target: '/supporto/assistenza-tecnica' },
    // A question retired since: the old link lands on the FAQ search, never on a 404.
    { legacyId: '05_misure/001-avvisi-chiusi/001_Avviso2022Scuole', target: '/supporto/domande-frequenti/misure-e-avvisi/avviso-scuole-2022' },
  ]
}
