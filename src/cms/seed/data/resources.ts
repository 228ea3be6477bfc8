import { richText } from '../../../blocks/RichText/examples'
import { daysAgo, stamps } from '../dates'
import { doc, h2, link, ol, p, ul } from '../../../content/lexical'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { downloadsBlock } from './documents'

export function resources(r: Refs): Data<'resources'>[] {
  return [
    {
      title: 'Guida alla candidatura per i comuni',
      slug: 'guida-candidatura-comuni',
      summary: 'Tutti i passaggi per candidarsi a un avviso, dalla registrazione dell’ente all’invio della domanda.',
      data: daysAgo(40),
      entiBeneficiari: r.beneficiari('Comuni'),
      misura: r.misura('1.4.1 Esperienza dei servizi pubblici'),
      customUpdateDate: daysAgo(18),
      body: [
        richText(
          doc(
            p('Questa guida accompagna i comuni nella preparazione della candidatura. Prima di iniziare, assicurati di avere a portata di mano:'),
            ul('le credenziali SPID o CIE del referente;', 'il codice IPA dell’ente;', 'l’elenco dei servizi da digitalizzare.'),
            h2('I passaggi'),
            ol('registra l’ente sulla piattaforma;', 'scegli l’avviso e i servizi;', 'verifica il riepilogo e invia la candidatura.'),
          ),
        ),
        downloadsBlock('documenti-candidatura', ['manuale-operativo-piattaforma.pdf', 'costi-standard-per-misura.xlsx']),
      ],
      ...stamps(40, 18),
    },
    {
      title: 'Kit per la migrazione al cloud',
      slug: 'kit-migrazione-cloud',
      summary: 'Modelli, checklist ed esempi per scrivere il piano di migrazione e scegliere i servizi cloud qualificati.',
      data: daysAgo(120),
      entiBeneficiari: r.beneficiari('Comuni', 'Scuole', 'ASL e Aziende ospedaliere'),
      misura: r.misura('1.2 Abilitazione e facilitazione migrazione al Cloud'),
      customUpdateDate: daysAgo(50),
      body: [
        richText(
          doc(
            p('Il kit raccoglie i materiali più usati dalle amministrazioni che hanno già completato la migrazione: un modello di piano, una checklist per il collaudo (anche in formato foglio di calcolo) e alcuni esempi commentati. Li trovi qui sotto, da scaricare.'),
            p('Prima di usarlo leggi le ', link('/supporto/domande-frequenti/piani-di-migrazione/contenuto-piano-migrazione', 'domande frequenti sul piano di migrazione'), '.'),
          ),
        ),
        downloadsBlock('kit-da-scaricare', ['kit-migrazione-cloud.pdf', 'checklist-collaudo-cloud.xlsx', 'linee-guida-migrazione-cloud.pdf']),
      ],
      ...stamps(120, 50),
    },
    {
      title: 'Modelli per i siti delle scuole',
      slug: 'modelli-siti-scuole',
      summary: 'Il modello di sito per le scuole, con struttura, contenuti minimi e indicazioni di accessibilità.',
      data: daysAgo(200),
      entiBeneficiari: r.beneficiari('Scuole'),
      misura: r.misura('1.4.1 Esperienza dei servizi pubblici'),
      customUpdateDate: daysAgo(90),
      body: [
        richText(
          doc(
            p('Il modello definisce l’architettura dell’informazione, le pagine obbligatorie e i componenti grafici del sito di una scuola, in modo che famiglie e studenti trovino le informazioni sempre nello stesso posto.'),
            p('Il modello è pubblicato con licenza aperta e può essere adattato da qualsiasi fornitore.'),
          ),
        ),
        downloadsBlock('modello-da-scaricare', ['modello-sito-scuole.pdf']),
      ],
      ...stamps(200, 90),
    },
    {
      title: 'Vademecum per l’integrazione con pagoPA',
      slug: 'vademecum-pagopa',
      summary: 'Come attivare i pagamenti con pagoPA per i servizi dell’ente e quali verifiche superare.',
      data: daysAgo(260),
      entiBeneficiari: r.beneficiari('Comuni', 'Città metropolitane', 'Province'),
      misura: r.misura('1.4.3 Adozione pagoPA'),
      customUpdateDate: daysAgo(130),
      body: [
        richText(
          doc(
            p('Il vademecum spiega come censire i servizi di incasso, configurare l’intermediario tecnologico e verificare che i pagamenti siano disponibili anche su app IO.'),
            p('Per le specifiche tecniche consulta il sito di ', link('https://www.pagopa.gov.it/', 'pagoPA'), '.'),
          ),
        ),
        downloadsBlock('vademecum-da-scaricare', ['vademecum-pagopa.pdf']),
      ],
      ...stamps(260, 130),
    },
  ]
}
