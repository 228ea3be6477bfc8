import type { StepperBlock } from '../../payload-types'
import { bold, doc, link, p, ul } from '@/content/lexical'

const steps: StepperBlock['steps'] = [
  {
    stepTitle: 'Registra l’ente sulla piattaforma',
    stepBody: doc(
      p('Il legale rappresentante o un suo delegato accede con ', bold('SPID o CIE'), ' e registra l’ente una sola volta.'),
      p('Tieni a portata di mano il codice IPA dell’ente e l’indirizzo PEC istituzionale.'),
    ),
  },
  {
    stepTitle: 'Scegli l’avviso e i servizi',
    stepBody: doc(
      p('Consulta gli avvisi aperti per la tua tipologia di ente e scegli i servizi da digitalizzare.'),
      p('Ogni servizio ha un valore economico predefinito: il contributo è la somma dei servizi scelti.'),
    ),
  },
  {
    stepTitle: 'Invia la candidatura',
    stepBody: doc(
      p('Compila la domanda, firmala digitalmente e inviala entro la scadenza indicata nell’avviso.'),
      ul('Dati dell’ente e del referente', 'Servizi scelti e relativo importo', 'Dichiarazioni richieste dall’avviso'),
    ),
  },
  {
    stepTitle: 'Coinvolgi un fornitore',
    stepBody: doc(
      p('Dopo il decreto di finanziamento affida le attività a un fornitore, anche tra quelli certificati dalle centrali di acquisto.'),
    ),
  },
  {
    stepTitle: 'Raggiungi gli obiettivi e ricevi il contributo',
    stepBody: doc(
      p(
        'Completa le attività e dichiara il raggiungimento degli obiettivi: il contributo viene erogato dopo la verifica, senza rendicontare le singole spese. Dubbi? Leggi le ',
        link('/supporto/domande-frequenti', 'domande frequenti'),
        '.',
      ),
    ),
  },
]

export const stepperExamples = {
  adesione: { blockType: 'stepper', layout: 'default', steps },
  esploso: { blockType: 'stepper', layout: 'exploded', steps: steps.slice(0, 3) },
} satisfies Record<string, StepperBlock>
