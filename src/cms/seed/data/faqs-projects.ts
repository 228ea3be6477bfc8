import { bold, doc, link, ol, p, ul } from '../../../content/lexical'
import type { FaqInput } from './types'
import { deadlineAlert } from './alerts'

/** FAQs: fondo innovazione, piani di migrazione, rendicontazione, progetti. */
export const FAQS_PROJECTS: FaqInput[] = [
  {
    title: 'Che cos’è il Fondo innovazione?',
    slug: 'che-cos-e-il-fondo-innovazione',
    category: 'fondo-innovazione',
    created: 240,
    updated: 45,
    answer: doc(
      p(
        'Il Fondo innovazione sostiene progetti sperimentali che le amministrazioni realizzano per provare nuove soluzioni digitali, ad esempio servizi basati sui dati o sull’intelligenza artificiale.',
      ),
      p(
        'A differenza degli avvisi a importo forfettario, il Fondo finanzia progetti con un piano di lavoro dettagliato, valutati da una commissione in base al loro impatto e alla possibilità di riusarli in altri enti.',
      ),
    ),
  },
  {
    title: 'Chi può presentare un progetto al Fondo innovazione?',
    slug: 'chi-puo-partecipare-fondo-innovazione',
    category: 'fondo-innovazione',
    created: 235,
    updated: 45,
    beneficiari: ['Università', 'Regioni e Province autonome', 'Città metropolitane'],
    answer: doc(
      p('Possono presentare un progetto le amministrazioni pubbliche, anche in forma associata. Sono ammessi partenariati con:'),
      ul('università ed enti di ricerca;', 'altre amministrazioni che intendono riusare la soluzione;', 'imprese selezionate con procedure pubbliche.'),
      p('Il capofila deve essere sempre un’amministrazione pubblica, che risponde della realizzazione del progetto.'),
    ),
  },
  {
    title: 'Che cosa deve contenere il piano di migrazione al cloud?',
    slug: 'contenuto-piano-migrazione',
    category: 'piani-di-migrazione',
    created: 320,
    updated: 25,
    misura: '1.2 Abilitazione e facilitazione migrazione al Cloud',
    beneficiari: ['Comuni', 'Scuole'],
    answer: doc(
      p('Il piano di migrazione descrive quali servizi vengono spostati in cloud, con quale modalità e in quali tempi. Deve indicare almeno:'),
      ol(
        'l’elenco dei servizi da migrare, con il loro livello di classificazione;',
        'la modalità scelta per ciascun servizio;',
        'il cronoprogramma delle attività e il fornitore incaricato.',
      ),
      p('Il piano si compila direttamente sulla piattaforma, partendo dai servizi indicati nella candidatura.'),
    ),
  },
  {
    title: 'Che differenza c’è tra trasferimento e aggiornamento in sicurezza?',
    slug: 'trasferimento-o-aggiornamento',
    category: 'piani-di-migrazione',
    created: 310,
    updated: 100,
    misura: '1.2 Abilitazione e facilitazione migrazione al Cloud',
    answer: doc(
      p(
        'Con il ',
        bold('trasferimento in sicurezza'),
        ' l’applicazione viene spostata così com’è su un’infrastruttura cloud qualificata, senza modificarne il funzionamento.',
      ),
      p(
        'Con l’',
        bold('aggiornamento in sicurezza'),
        ' l’amministrazione passa a una versione dell’applicazione già pensata per il cloud, di solito offerta come servizio (SaaS).',
      ),
      p('La seconda modalità richiede meno manutenzione nel tempo ed è quella consigliata quando esiste una soluzione SaaS qualificata.'),
    ),
  },
  {
    title: 'Devo rendicontare le singole spese sostenute?',
    slug: 'rendicontare-singole-spese',
    category: 'rendicontazione',
    created: 290,
    updated: 8,
    answer: doc(
      p(
        'No. Gli avvisi a importo forfettario prevedono che il contributo sia erogato al ',
        bold('raggiungimento degli obiettivi'),
        ', non in base alle spese sostenute. Non devi quindi caricare fatture o giustificativi di spesa.',
      ),
      p(
        'Devi invece dimostrare che il risultato è stato raggiunto, ad esempio che il servizio è online o che i pagamenti passano da pagoPA. Le verifiche sono descritte nell’avviso.',
      ),
      p('Conserva comunque gli atti di affidamento: potrebbero essere richiesti nei controlli a campione.'),
    ),
    alert: deadlineAlert(),
  },
  {
    title: 'Come comunico un nuovo IBAN o conto di tesoreria?',
    slug: 'cambio-iban-conto-tesoreria',
    category: 'rendicontazione',
    created: 270,
    updated: 55,
    beneficiari: ['Comuni', 'Province', 'Città metropolitane'],
    answer: doc(
      p(
        'Se l’IBAN o il conto di tesoreria dell’ente è cambiato, aggiornalo nella sezione Anagrafica ente della piattaforma prima di chiedere l’erogazione del contributo.',
      ),
      p('La modifica deve essere confermata dal referente dell’ente. Fino alla conferma i pagamenti restano sospesi.'),
    ),
  },
  {
    title: 'Come cambio il fornitore indicato nel progetto?',
    slug: 'cambiare-fornitore',
    category: 'progetti',
    created: 260,
    updated: 30,
    misura: '1.4.1 Esperienza dei servizi pubblici',
    answer: doc(
      p(
        'Puoi cambiare fornitore in qualsiasi momento prima della conclusione del progetto. Apri il progetto sulla piattaforma, seleziona Modifica affidamento e carica il nuovo atto.',
      ),
      p('Il cambio non modifica l’importo del contributo né le scadenze: resta responsabilità dell’ente rispettare i tempi previsti.'),
    ),
  },
  {
    title: 'Cosa succede se non rispetto i tempi di realizzazione?',
    slug: 'tempi-di-realizzazione',
    category: 'progetti',
    created: 255,
    updated: 5,
    misura: '1.4.4 Adozione identità digitale',
    beneficiari: ['Comuni'],
    answer: doc(
      p(
        'Se prevedi di non rispettare una scadenza, chiedi una proroga dalla piattaforma prima che il termine sia superato, motivando la richiesta.',
      ),
      p(
        'Senza proroga, il mancato raggiungimento degli obiettivi nei tempi comporta la revoca del contributo. Per evitarlo consulta le ',
        link('/supporto/domande-frequenti/rendicontazione/rendicontare-singole-spese', 'indicazioni sulla rendicontazione'),
        ' e tieni aggiornato il cronoprogramma.',
      ),
    ),
  },
]
