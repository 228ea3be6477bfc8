import { bold, doc, link, ol, p, ul } from '../../../content/lexical'
import type { FaqInput } from './types'

/** FAQs: generali, misure e avvisi, utilizzo piattaforma, classificazione dati e servizi. */
export const FAQS_GENERAL: FaqInput[] = [
  {
    title: 'Che cos’è il programma e chi lo finanzia?',
    slug: 'che-cos-e-il-programma',
    category: 'generali',
    created: 400,
    updated: 20,
    answer: doc(
      p(
        'Il programma è l’iniziativa nazionale che sostiene la trasformazione digitale delle pubbliche amministrazioni. È finanziato con le risorse del Piano nazionale di ripresa e resilienza destinate alla digitalizzazione della PA.',
      ),
      p(
        'Le amministrazioni ricevono contributi ',
        bold('a fondo perduto'),
        ' per migrare al cloud, migliorare i propri siti e servizi online e adottare le piattaforme nazionali come pagoPA, app IO, SPID e CIE.',
      ),
      p('Per una panoramica completa delle misure visita la pagina ', link('/il-programma', 'Il programma'), '.'),
    ),
  },
  {
    title: 'L’assistenza offerta dal programma è gratuita?',
    slug: 'assistenza-gratuita',
    category: 'generali',
    created: 300,
    updated: 90,
    nascondiValutazione: true,
    answer: doc(
      p(
        'Sì. Il supporto offerto alle amministrazioni beneficiarie è gratuito: comprende l’assistenza tecnica sulla piattaforma, gli incontri informativi e l’affiancamento dei referenti territoriali.',
      ),
      p(
        'Puoi chiedere aiuto compilando il modulo nella pagina ',
        link('/supporto/assistenza-tecnica', 'Assistenza tecnica'),
        '. Una persona del gruppo di supporto ti risponderà ai contatti indicati.',
      ),
    ),
  },
  {
    title: 'Devo avere già un fornitore per candidarmi?',
    slug: 'fornitore-per-candidarsi',
    category: 'generali',
    created: 250,
    updated: 40,
    beneficiari: ['Comuni', 'Scuole'],
    answer: doc(
      p(
        'No. Per presentare la candidatura non è necessario aver già scelto un fornitore: il contratto va firmato dopo l’ammissione al finanziamento, entro i termini indicati nell’avviso.',
      ),
      p('Al momento della scelta puoi:'),
      ul(
        'affidare le attività con le procedure ordinarie previste dal codice dei contratti pubblici;',
        'aderire agli accordi quadro delle centrali di acquisto, con fornitori già qualificati;',
        'rivolgerti a un fornitore certificato indicato nel catalogo della misura, se previsto.',
      ),
    ),
  },
  {
    title: 'Come scelgo l’avviso più adatto al mio ente?',
    slug: 'scegliere-avviso',
    category: 'misure-e-avvisi',
    created: 200,
    updated: 15,
    beneficiari: ['Comuni', 'Città metropolitane', 'Province'],
    answer: doc(
      p(
        'Ogni avviso indica a quali tipologie di enti si rivolge, quali servizi finanzia e con quale importo. Il primo passo è verificare che il tuo ente rientri tra i beneficiari.',
      ),
      p('Ti suggeriamo di procedere in quest’ordine:'),
      ol(
        'controlla gli avvisi aperti e la loro data di chiusura;',
        'leggi la scheda della misura e i requisiti tecnici;',
        'confronta i servizi finanziati con le priorità del tuo piano triennale per l’informatica.',
      ),
      p('Se hai dubbi, i ', link('/supporto/contatti-territoriali', 'referenti territoriali'), ' possono aiutarti a orientarti.'),
    ),
  },
  {
    title: 'Posso candidarmi a più avvisi contemporaneamente?',
    slug: 'candidature-multiple',
    category: 'misure-e-avvisi',
    created: 190,
    updated: 70,
    misura: '1.4.1 Esperienza dei servizi pubblici',
    beneficiari: ['Comuni'],
    answer: doc(
      p(
        'Sì, purché gli avvisi finanzino attività diverse. Lo stesso servizio non può essere finanziato due volte: la piattaforma segnala eventuali sovrapposizioni al momento della candidatura.',
      ),
      p(
        'Un comune può, ad esempio, candidarsi sia alla misura sull’esperienza dei servizi pubblici sia a quella per l’adozione di pagoPA, perché riguardano interventi distinti.',
      ),
    ),
  },
  {
    title: 'Posso accedere alla piattaforma con identità SPID o CIE diverse?',
    slug: 'accesso-con-identita-diverse',
    category: 'utilizzo-piattaforma',
    created: 350,
    updated: 10,
    answer: doc(
      p(
        'L’accesso è personale: ogni utente entra con la propria identità digitale, SPID o CIE. Puoi usare indifferentemente l’una o l’altra, perché la piattaforma riconosce il tuo codice fiscale.',
      ),
      p(
        'Se entri con un’identità intestata a un’altra persona, non vedrai le candidature del tuo ente. In questo caso chiedi al referente dell’ente di abilitarti come utente.',
      ),
      p(bold('Attenzione:'), ' non condividere le credenziali con i colleghi; ogni accesso viene registrato.'),
    ),
  },
  {
    title: 'Come aggiungo un nuovo utente per il mio ente?',
    slug: 'aggiungere-utente',
    category: 'utilizzo-piattaforma',
    created: 330,
    updated: 120,
    answer: doc(
      p('Solo il referente dell’ente può aggiungere nuovi utenti. I passaggi sono questi:'),
      ol(
        'accedi alla piattaforma e apri la sezione Utenti;',
        'seleziona Aggiungi utente e inserisci nome, cognome, codice fiscale ed email;',
        'scegli il ruolo (operatore o referente) e conferma.',
      ),
      p('Il nuovo utente potrà accedere con SPID o CIE dal primo accesso successivo all’abilitazione.'),
    ),
  },
  {
    title: 'Che cosa si intende per classificazione dei dati e dei servizi?',
    slug: 'classificazione-dati-servizi',
    category: 'classificazione-dati-e-servizi',
    created: 380,
    updated: 60,
    misura: '1.2 Abilitazione e facilitazione migrazione al Cloud',
    answer: doc(
      p(
        'È l’attività con cui l’amministrazione assegna a ogni dato e servizio digitale un livello di criticità, in base ai danni che una compromissione potrebbe causare al Paese, ai cittadini o all’ente stesso.',
      ),
      p('I livelli previsti sono tre:'),
      ul(
        [bold('ordinario'), ': la compromissione non ha effetti rilevanti sulla sicurezza;'],
        [bold('critico'), ': la compromissione può pregiudicare funzioni rilevanti;'],
        [bold('strategico'), ': la compromissione può incidere sulla sicurezza nazionale.'],
      ),
      p(
        'Dal livello dipende il tipo di cloud qualificato che si può usare. Le regole sono stabilite dall’',
        link('https://www.acn.gov.it/', 'Agenzia per la cybersicurezza nazionale'),
        '.',
      ),
    ),
  },
  {
    title: 'Quando va aggiornata la classificazione dei servizi?',
    slug: 'aggiornare-classificazione',
    category: 'classificazione-dati-e-servizi',
    created: 280,
    updated: 35,
    beneficiari: ['Regioni e Province autonome', 'Enti pubblici non economici'],
    answer: doc(
      p(
        'La classificazione va aggiornata ogni volta che un servizio cambia in modo significativo, ad esempio quando tratta nuove categorie di dati o diventa essenziale per altri servizi.',
      ),
      p(
        'Prima di candidarti a un avviso sulla migrazione al cloud verifica che la classificazione sia aggiornata: i servizi dichiarati nella candidatura devono corrispondere a quelli classificati.',
      ),
    ),
  },
]
