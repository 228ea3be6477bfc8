import { daysAgo, stamps } from '../dates'
import type { Data } from '../seeder'
import { documentFile } from './documents'

export function guidelines(): Data<'guidelines'>[] {
  return [
    {
      title: 'Linee guida per la migrazione al cloud degli enti locali',
      descrizione: 'Criteri per scegliere la modalità di migrazione e i servizi cloud qualificati, con esempi per comuni di diverse dimensioni.',
      allegato: documentFile('linee-guida-migrazione-cloud.pdf'),
      customUpdateDate: daysAgo(22),
      ...stamps(210, 22),
    },
    {
      title: 'Manuale operativo della piattaforma per le candidature',
      descrizione: 'Istruzioni passo per passo per registrare l’ente, gestire gli utenti e presentare le candidature.',
      allegato: documentFile('manuale-operativo-piattaforma.pdf'),
      customUpdateDate: daysAgo(48),
      ...stamps(330, 48),
    },
    {
      title: 'Regole per la verifica degli obiettivi e l’erogazione forfettaria',
      descrizione: 'Come si dimostra il raggiungimento degli obiettivi e come viene calcolato il contributo da erogare.',
      allegato: documentFile('regole-verifica-obiettivi.pdf'),
      customUpdateDate: daysAgo(95),
      ...stamps(280, 95),
    },
  ]
}
