/**
 * The texts of the demo documents (tagged PDFs, see files/pdf.ts): «## » starts a heading, «- » a
 * list item. Each ends by saying what is authoritative, since the demo is not the official site.
 */
const AUTHORITATIVE = 'Fanno fede gli avvisi, i decreti e i loro allegati pubblicati dalle amministrazioni titolari delle misure: questo documento li riassume e non li sostituisce.'

export const CLOUD_GUIDELINES = [
  'Queste linee guida aiutano comuni, province e città metropolitane a scegliere come portare i propri servizi in cloud e a preparare un piano di migrazione realistico.',
  '## Le due modalità di migrazione',
  '- Trasferimento in sicurezza dell’infrastruttura IT: l’applicazione resta com’è e passa su un’infrastruttura cloud qualificata. È la via più rapida, adatta ai servizi stabili che non si pensa di cambiare.',
  '- Aggiornamento in sicurezza di applicazioni in cloud: l’applicazione viene sostituita da un servizio SaaS qualificato o riscritta per il cloud. Richiede più lavoro all’inizio e meno manutenzione negli anni.',
  '## Come scegliere',
  'Parti dall’elenco dei servizi dell’ente e dalla loro classificazione (ordinari, critici, strategici). Per ciascun servizio chiediti se esiste già una soluzione SaaS qualificata che lo copre: se sì, l’aggiornamento è di solito la scelta migliore.',
  '## Tempi tipici',
  '- da 2 a 4 mesi per un comune fino a 5.000 abitanti;',
  '- da 4 a 8 mesi per un comune medio, con più applicazioni da coordinare;',
  '- un mese in più se i dati vanno convertiti in un nuovo formato.',
  '## Errori da evitare',
  '- dimenticare i servizi usati da un solo ufficio, come i gestionali dei tributi minori;',
  '- firmare il contratto prima di aver verificato che il servizio scelto sia qualificato;',
  '- chiudere i vecchi server prima del collaudo dei nuovi servizi.',
  AUTHORITATIVE,
]

export const PLATFORM_MANUAL = [
  'Il manuale descrive come usare la piattaforma per le candidature, dalla registrazione dell’ente all’invio della domanda firmata.',
  '## Registrare l’ente',
  'Il legale rappresentante, o un suo delegato, accede con SPID o CIE e indica il codice IPA dell’ente. I dati anagrafici sono letti dall’Indice dei domicili digitali della PA: se non sono aggiornati, correggili prima lì.',
  '## Aggiungere gli utenti',
  'Dalla sezione «Utenti» l’amministratore dell’ente invita i colleghi con il loro codice fiscale e assegna a ciascuno un ruolo: compilatore, referente di progetto o amministratore.',
  '## Presentare una candidatura',
  '- scegli l’avviso tra quelli aperti e controlla i requisiti;',
  '- compila le sezioni richieste: la piattaforma salva a ogni passaggio;',
  '- scarica il riepilogo, fallo firmare digitalmente e caricalo;',
  '- premi «Invia»: ricevi una ricevuta con data e ora, anche via PEC.',
  '## Messaggi di errore frequenti',
  '- «Codice IPA non trovato»: verifica di aver scritto il codice dell’ente e non quello di un ufficio;',
  '- «Firma non valida»: il file deve essere firmato dopo il download, senza modificarlo;',
  '- «Sessione scaduta»: dopo 30 minuti di inattività accedi di nuovo, i dati salvati restano.',
  AUTHORITATIVE,
]

export const VERIFICATION_RULES = [
  'Il contributo forfettario viene erogato quando l’ente dimostra di aver raggiunto gli obiettivi previsti dall’avviso, senza rendicontare le singole spese.',
  '## Che cosa si verifica',
  'Per ogni misura l’avviso indica gli obiettivi e le evidenze che li dimostrano: un servizio online raggiungibile, un pagamento passato da pagoPA, un accesso con SPID o CIE, un servizio migrato in cloud.',
  '## Le evidenze per misura',
  '- 1.2 Abilitazione e facilitazione migrazione al Cloud: l’elenco dei servizi migrati con l’indirizzo del servizio qualificato che li ospita;',
  '- 1.4.1 Esperienza dei servizi pubblici: l’indirizzo del nuovo sito e dei servizi digitali, conformi ai modelli;',
  '- 1.4.3 pagoPA e app IO: i servizi attivati, verificati sulle piattaforme nazionali;',
  '- 1.4.4 Identità digitale: l’accesso con SPID e CIE ai servizi indicati nella candidatura.',
  '## I controlli prima del pagamento',
  'La verifica è svolta entro 60 giorni dalla richiesta. Se manca un’evidenza, l’ente riceve una richiesta di integrazione con 30 giorni per rispondere.',
  AUTHORITATIVE,
]

export const START_FORM = [
  'Da compilare e caricare in piattaforma, nella scheda del progetto, entro la data indicata nell’avviso.',
  '## Dati dell’ente',
  '- denominazione e codice IPA;',
  '- codice unico di progetto (CUP);',
  '- nome del referente del progetto e suo indirizzo email.',
  '## Avvio delle attività',
  '- data effettiva di inizio delle attività;',
  '- fornitore incaricato, con il riferimento dell’atto di affidamento;',
  '- data prevista di conclusione.',
  '## Firma',
  'Il documento va firmato digitalmente dal legale rappresentante o da un suo delegato.',
  AUTHORITATIVE,
]

export const END_FORM = [
  'Da compilare al termine del progetto per chiedere la verifica degli obiettivi e l’erogazione del contributo.',
  '## Dati del progetto',
  '- denominazione e codice IPA dell’ente;',
  '- codice unico di progetto (CUP);',
  '- data di conclusione delle attività.',
  '## Obiettivi raggiunti',
  'Per ciascun obiettivo indica l’evidenza caricata in piattaforma (indirizzo del servizio, schermata, verbale di collaudo).',
  '## Dichiarazioni',
  '- le attività sono concluse e i servizi sono in uso;',
  '- gli atti di affidamento sono conservati e disponibili per i controlli.',
  'Il documento va firmato digitalmente dal legale rappresentante o da un suo delegato.',
  AUTHORITATIVE,
]

export const GLOSSARY = [
  'Le parole del programma, in ordine alfabetico.',
  '- Asseverazione: la verifica tecnica che conferma il raggiungimento degli obiettivi di un progetto.',
  '- Avviso: l’atto che apre le candidature a una misura, con requisiti, importi e scadenze.',
  '- Codice IPA: il codice che identifica ogni amministrazione nell’Indice dei domicili digitali della PA.',
  '- Contributo forfettario: un importo stabilito in anticipo, erogato a obiettivo raggiunto, senza rendicontare le singole spese.',
  '- CUP: il codice unico che identifica un progetto di investimento pubblico.',
  '- Misura: una linea di finanziamento del programma, per esempio 1.2 Abilitazione e facilitazione migrazione al Cloud.',
  '- Servizio qualificato: un servizio cloud che ha superato la qualificazione dell’Agenzia per la cybersicurezza nazionale.',
  AUTHORITATIVE,
]

export const CLOUD_KIT = [
  'Il kit raccoglie i materiali usati dalle amministrazioni che hanno già completato la migrazione al cloud: un modello di piano, una checklist per il collaudo ed esempi commentati. La checklist è anche in formato foglio di calcolo.',
  '## 1. Modello di piano di migrazione',
  '- elenco dei servizi, con ufficio responsabile e numero di utenti;',
  '- classificazione di ciascun servizio (ordinario, critico, strategico);',
  '- modalità scelta per ciascun servizio: trasferimento o aggiornamento;',
  '- servizio cloud qualificato di destinazione e fornitore;',
  '- calendario: inizio, collaudo, spegnimento dei vecchi server.',
  '## 2. Checklist per il collaudo',
  '- il servizio risponde all’indirizzo previsto e con certificato valido;',
  '- gli utenti accedono con le loro credenziali e vedono i loro dati;',
  '- le copie di sicurezza sono attive e un ripristino di prova è riuscito;',
  '- i dati sono stati controllati a campione rispetto al vecchio sistema;',
  '- il vecchio server è spento o isolato dopo il collaudo.',
  '## 3. Esempi commentati',
  'Un comune di 3.000 abitanti ha migrato protocollo, tributi e anagrafe scegliendo servizi SaaS qualificati: quattro mesi in tutto, di cui uno per la conversione dei dati dei tributi.',
  'Un’azienda sanitaria ha trasferito il sistema di prenotazione così com’era, rinviando l’aggiornamento a un secondo progetto: la migrazione è durata sei settimane senza interruzioni del servizio.',
  AUTHORITATIVE,
]

export const SCHOOL_SITE_MODEL = [
  'Il modello di sito per le scuole definisce la struttura, le pagine obbligatorie e i componenti grafici, in modo che famiglie e studenti trovino le informazioni sempre nello stesso posto.',
  '## Le sezioni del sito',
  '- Scuola: presentazione, luoghi, organizzazione, documenti;',
  '- Servizi: per famiglie e studenti, per il personale;',
  '- Novità: notizie, eventi e circolari;',
  '- Didattica: offerta formativa e progetti.',
  '## Contenuti minimi',
  '- orari e recapiti di ogni plesso;',
  '- il piano triennale dell’offerta formativa;',
  '- le circolari, con data e destinatari;',
  '- la dichiarazione di accessibilità e le note legali.',
  '## Accessibilità',
  'I testi hanno titoli in ordine, le immagini un testo alternativo, i documenti sono pubblicati in formato accessibile. Il modello usa la libreria Bootstrap Italia e supera i controlli automatici di accessibilità.',
  AUTHORITATIVE,
]

export const PAGOPA_HANDBOOK = [
  'Il vademecum spiega come attivare i pagamenti con pagoPA per i servizi dell’ente e quali verifiche superare per ottenere il contributo.',
  '## Prima di iniziare',
  '- aderisci a pagoPA dall’area riservata dell’ente;',
  '- scegli se collegarti direttamente o tramite un intermediario tecnologico;',
  '- fai l’elenco dei servizi di incasso: tributi, mense, sanzioni, diritti di segreteria.',
  '## Attivare i servizi',
  'Per ogni servizio di incasso configura la tassonomia dei pagamenti e verifica con un pagamento di prova che la ricevuta arrivi al cittadino e all’ente.',
  '## App IO',
  'Rendi gli avvisi di pagamento disponibili anche nell’app IO, così che il cittadino li riceva e li paghi dal telefono.',
  '## Le verifiche',
  'La verifica controlla sulle piattaforme nazionali che i servizi indicati nella candidatura abbiano registrato pagamenti reali. Conserva l’elenco dei servizi attivati con la data del primo pagamento.',
  AUTHORITATIVE,
]
