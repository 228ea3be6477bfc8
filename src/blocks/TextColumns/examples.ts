import type { TextColumnsBlock } from '../../payload-types'
import { doc, h3, p, ul } from '@/content/lexical'

export const textColumnsExamples = {
  una: {
    blockType: 'textColumns',
    title: 'Perché digitalizzare i servizi',
    columns: '1',
    content: doc(
      p(
        'Un servizio online è disponibile a qualsiasi ora, evita code e spostamenti e riduce gli errori di compilazione. Per l’ente significa meno pratiche cartacee e più tempo per i casi che richiedono attenzione.',
      ),
    ),
  },
  due: {
    blockType: 'textColumns',
    title: 'Cittadini e amministrazioni',
    columns: '2',
    content: doc(
      h3('Per chi usa i servizi'),
      p('Accesso con SPID, CIE o CNS, pagamenti con pagoPA e notifiche sull’app IO.'),
      ul('Pratiche complete senza andare allo sportello', 'Avvisi di scadenza sul telefono', 'Ricevute sempre consultabili'),
    ),
    secondColumn: doc(
      h3('Per chi li gestisce'),
      p('Piattaforme nazionali già pronte, che l’ente integra invece di svilupparle da zero.'),
      ul('Meno sistemi da mantenere', 'Dati più affidabili', 'Incassi riconciliati automaticamente'),
    ),
  },
} satisfies Record<string, TextColumnsBlock>
