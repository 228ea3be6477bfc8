import type { Data } from '../seeder'

/** A few old FAQ anchors of the demo, pointing at the demo FAQs (the real table is imported). */
export function legacyRedirects(): Data<'legacyRedirects'>[] {
  return [
    { legacyId: '01_generali/001_Cosilprogramma', target: '/supporto/domande-frequenti/generali/che-cos-e-il-programma' },
    { legacyId: '01_generali/002_Assistenzagratuita', target: '/supporto/domande-frequenti/generali/assistenza-gratuita' },
    { legacyId: '03_supporto/001-contatti/004_assistenzatecnicaè', target: '/supporto/assistenza-tecnica' },
  ]
}
