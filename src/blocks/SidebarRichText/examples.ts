import type { SidebarRichTextBlock } from '../../payload-types'
import { bold, doc, link, p, ul } from '@/content/lexical'
import { beneficiari } from '../filtering/examples'

export const sidebarRichTextExamples = {
  plain: {
    blockType: 'sidebarRichText',
    variant: 'plain',
    sections: [
      {
        title: 'A cosa serve il programma',
        content: doc(
          p(
            'Il programma finanzia la trasformazione digitale delle amministrazioni pubbliche: servizi online semplici, dati sicuri e infrastrutture affidabili.',
          ),
          p('Le risorse arrivano agli enti attraverso avvisi pubblici, ciascuno legato a una misura.'),
        ),
      },
      {
        title: 'Chi può partecipare',
        content: doc(
          p('Possono candidarsi comuni, scuole, aziende sanitarie, regioni, università e gli altri enti indicati in ciascun avviso.'),
          ul('Enti locali', 'Istituzioni scolastiche', 'Aziende sanitarie e ospedaliere', 'Amministrazioni centrali'),
        ),
      },
      {
        title: 'Come si ricevono i fondi',
        content: doc(
          p(
            'Il contributo è a ',
            bold('importo forfettario'),
            ': viene erogato quando l’ente raggiunge gli obiettivi, senza rendicontare le singole spese.',
          ),
        ),
      },
      {
        title: 'Dove chiedere aiuto',
        content: doc(
          p(
            'Per dubbi su avvisi e progetti consulta le ',
            link('/supporto/domande-frequenti', 'domande frequenti'),
            ' o scrivi all’assistenza tecnica.',
          ),
        ),
      },
    ],
  },
  filtered: {
    blockType: 'sidebarRichText',
    variant: 'filtered',
    sections: [
      {
        title: 'Comuni: portare i servizi online',
        content: doc(
          p('I comuni possono digitalizzare i servizi più richiesti, dai certificati anagrafici ai pagamenti con pagoPA.'),
          ul('Sito comunale conforme al modello', 'Servizi con accesso SPID e CIE', 'Notifiche sull’app IO'),
        ),
        beneficiari: beneficiari('Comuni', 'Città metropolitane'),
      },
      {
        title: 'Scuole: sito e servizi per le famiglie',
        content: doc(p('Le scuole ricevono un contributo per il nuovo sito istituzionale e per migrare i propri servizi in cloud.')),
        beneficiari: beneficiari('Scuole'),
      },
      {
        title: 'Aziende sanitarie: migrazione in cloud',
        content: doc(p('ASL e aziende ospedaliere possono trasferire in cloud i sistemi non critici e ammodernare le infrastrutture.')),
        beneficiari: beneficiari('ASL e Aziende ospedaliere'),
      },
      {
        title: 'Regole comuni a tutti gli enti',
        content: doc(p('Ogni progetto deve rispettare le scadenze dell’avviso e le regole sulla protezione dei dati personali.')),
      },
    ],
  },
} satisfies Record<string, SidebarRichTextBlock>
