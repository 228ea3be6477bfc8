import type { BenefitsBlock } from '../../payload-types'

export const benefitsExamples = {
  vantaggi: {
    blockType: 'benefits',
    title: 'I vantaggi per le pubbliche amministrazioni',
    intro: 'Il programma mette a disposizione degli enti risorse a fondo perduto e strumenti comuni, per digitalizzare i servizi senza partire da zero.',
    items: [
      {
        icon: 'pa',
        title: 'Risorse per ogni ente',
        text: 'Comuni, scuole, aziende sanitarie e altri enti pubblici possono candidarsi, indipendentemente dalla loro dimensione.',
      },
      {
        icon: 'check-circle',
        title: 'Servizi più semplici',
        text: 'Cittadini e imprese accedono ai servizi online con le piattaforme nazionali, senza code e senza carta.',
      },
      {
        icon: 'files',
        title: 'Meno burocrazia',
        text: 'Regole chiare e moduli standard riducono il lavoro amministrativo per presentare e seguire un progetto.',
      },
      {
        icon: 'user',
        title: 'Supporto dedicato',
        text: 'Guide, domande frequenti e assistenza tecnica accompagnano l’ente dalla candidatura alla conclusione.',
      },
    ],
  },
  forfettario: {
    blockType: 'benefits',
    title: 'La nuova modalità di accesso forfettario',
    intro: 'Con l’accesso forfettario il contributo non dipende dalle spese sostenute, ma dai risultati raggiunti.',
    items: [
      {
        icon: 'user',
        title: 'Una sola registrazione',
        text: 'L’ente si registra una volta sulla piattaforma e usa lo stesso profilo per tutti gli avvisi.',
      },
      {
        icon: 'card',
        title: 'Servizi con un valore già definito',
        text: 'Si scelgono i servizi da attivare: ciascuno ha un valore economico stabilito in anticipo, noto fin dalla candidatura.',
      },
      {
        icon: 'pa',
        title: 'Il fornitore che preferisci',
        text: 'Le attività si affidano a un fornitore scelto dall’ente, anche tra quelli certificati delle centrali di acquisto.',
      },
      {
        icon: 'check-circle',
        title: 'Erogazione a obiettivo raggiunto',
        text: 'Il contributo arriva quando gli obiettivi previsti sono raggiunti, senza rendicontare le singole spese.',
      },
    ],
  },
} satisfies Record<string, BenefitsBlock>
