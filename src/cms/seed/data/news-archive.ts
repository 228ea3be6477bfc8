import { doc, link, p } from '../../../content/lexical'
import type { NewsInput } from './news'

/** Older news, so that the news index has more than one page. */
export const NEWS_ARCHIVE: NewsInput[] = [
  {
    title: 'Firma digitale delle candidature: cosa cambia',
    slug: 'firma-digitale-candidature',
    summary: 'Dalla prossima finestra le candidature si firmano direttamente in piattaforma, senza scaricare e ricaricare il file.',
    category: 'Piattaforma',
    daysAgo: 170,
    image: 'servizi',
    body: doc(
      p('Il legale rappresentante potrà firmare la candidatura con la propria firma digitale remota senza uscire dalla piattaforma. Il vecchio procedimento, con il file da scaricare, firmare e ricaricare, resta disponibile fino alla fine dell’anno.'),
      p('Le istruzioni aggiornate sono nel ', link('/guide-e-risorse', 'manuale operativo'), '.'),
    ),
  },
  {
    title: 'Piccoli comuni: una giornata di formazione in ogni regione',
    slug: 'piccoli-comuni-formazione-regioni',
    summary: 'Un calendario di incontri in presenza per i comuni sotto i 5.000 abitanti, con esercitazioni sulla piattaforma.',
    category: 'Eventi',
    daysAgo: 190,
    image: 'mappa',
    body: doc(
      p('Gli incontri sono pensati per chi segue i progetti in comuni con pochi dipendenti: ogni sessione dura una mattina e si chiude con un’esercitazione guidata sulla candidatura.'),
      p('Il calendario e i luoghi sono pubblicati dai ', link('/supporto/contatti-territoriali', 'referenti territoriali'), '.'),
    ),
  },
  {
    title: 'App IO: superati i mille servizi comunali attivi',
    slug: 'app-io-mille-servizi-comunali',
    summary: 'Sempre più comuni inviano avvisi di pagamento, scadenze e certificati direttamente sull’app IO.',
    category: 'Dati',
    daysAgo: 215,
    image: 'dati',
    body: doc(
      p('I servizi più diffusi riguardano i tributi locali, la mensa scolastica e le scadenze della carta d’identità. Per i cittadini significa meno code agli sportelli e promemoria puntuali.'),
      p('I numeri per regione sono negli ', link('/open-data', 'open data'), ' del programma.'),
    ),
  },
  {
    title: 'Graduatorie pubblicate per la migrazione al cloud delle scuole',
    slug: 'graduatorie-cloud-scuole',
    summary: 'Quasi tutte le scuole candidate sono state ammesse: i decreti di finanziamento sono online.',
    category: 'Avvisi',
    daysAgo: 240,
    image: 'cloud',
    body: doc(
      p('Le scuole ammesse hanno nove mesi per completare la migrazione dei servizi indicati nella candidatura. Il contributo arriva in un’unica soluzione a obiettivo raggiunto.'),
      p('Chi ha dubbi sulle verifiche finali può consultare le ', link('/supporto/domande-frequenti', 'domande frequenti'), '.'),
    ),
  },
  {
    title: 'Identità digitale: SPID e CIE su tutti i servizi online',
    slug: 'spid-cie-tutti-servizi',
    summary: 'Gli enti che hanno completato la misura offrono l’accesso con SPID e CIE a ogni servizio, senza credenziali proprie.',
    category: 'Approfondimenti',
    daysAgo: 265,
    image: 'rete',
    body: doc(
      p('Abbandonare le credenziali locali semplifica la vita ai cittadini e riduce i costi di gestione per l’ente: niente più password da recuperare allo sportello.'),
      p('La misura prevede un contributo forfettario per ogni ente, indipendente dal numero di servizi integrati.'),
    ),
  },
  {
    title: 'Una nuova sezione per le risorse dei fornitori',
    slug: 'sezione-risorse-fornitori',
    summary: 'Modelli di offerta, checklist tecniche e indicazioni per chi realizza i progetti per conto degli enti.',
    category: 'Novità',
    daysAgo: 290,
    image: 'servizi',
    body: doc(
      p('Molti progetti sono realizzati da fornitori esterni. Per loro abbiamo raccolto in un unico posto i materiali tecnici: requisiti dei siti, test di accessibilità, integrazione con le piattaforme nazionali.'),
      p('Tutto è nella sezione ', link('/guide-e-risorse', 'Guide e risorse'), '.'),
    ),
  },
  {
    title: 'Rendicontazione semplificata: le domande più frequenti',
    slug: 'rendicontazione-semplificata-domande',
    summary: 'Abbiamo raccolto i dubbi più comuni sulla richiesta di erogazione e le risposte del gruppo di supporto.',
    category: 'Approfondimenti',
    daysAgo: 320,
    image: 'dati',
    body: doc(
      p('Con l’erogazione forfettaria non si rendicontano le singole spese: si dimostra di aver raggiunto gli obiettivi. Le domande arrivate al supporto riguardano soprattutto le evidenze da caricare.'),
      p('Le risposte sono nella categoria ', link('/supporto/domande-frequenti/rendicontazione', 'Rendicontazione'), ' delle domande frequenti.'),
    ),
  },
  {
    title: 'ANPR: tutti i comuni sono collegati',
    slug: 'anpr-tutti-i-comuni',
    summary: 'L’anagrafe nazionale raccoglie ora i dati di tutti i comuni italiani: certificati online per ogni cittadino.',
    category: 'Dati',
    daysAgo: 360,
    image: 'mappa',
    body: doc(
      p('Con il collegamento degli ultimi comuni, ogni cittadino può scaricare i certificati anagrafici online, gratis e senza recarsi allo sportello.'),
      p('Il prossimo passo è l’anagrafe nazionale dello stato civile, finanziata da una misura dedicata.'),
    ),
  },
  {
    title: 'Avviato il programma: le prime misure per i comuni',
    slug: 'avvio-programma-prime-misure',
    summary: 'Cloud, servizi online, pagamenti e identità digitale: le prime misure aperte alle amministrazioni locali.',
    category: 'Avvisi',
    daysAgo: 400,
    image: 'rete',
    body: doc(
      p('Il programma parte con cinque misure rivolte ai comuni, ciascuna con un contributo forfettario stabilito in anticipo in base alla dimensione dell’ente.'),
      p('Per scegliere da dove cominciare leggi ', link('/supporto/come-candidarsi', 'come candidarsi'), '.'),
    ),
  },
]
