import { doc, link, p, ul } from '../../../content/lexical'
import type { Data } from '../seeder'
import { landing } from './pages-sections'

/** The index of the block demo pages (their breadcrumbs link here). */
export function examplesIndexPage(): Data<'pages'> {
  return landing({
    slug: 'esempi',
    title: 'Esempi di blocchi',
    intro: 'Le pagine che mostrano ai redattori come appare ciascun blocco disponibile.',
    hideRating: true,
    content: doc(
      p('Ogni pagina raccoglie una famiglia di blocchi con contenuti dimostrativi:'),
      ul(
        [link('/il-programma', 'Hero, testo, avviso in evidenza, tabella e immagine')],
        [link('/esempi/blocchi-interattivi', 'Intestazione di pagina, video e passaggi numerati')],
        [link('/esempi/schede', 'Griglie di schede e avvisi di finanziamento')],
        [link('/esempi/elenchi', 'Elenchi con paginazione, domande frequenti e aggiornamenti')],
        [link('/esempi/banner-e-colonne', 'Banner, colonne di immagini e testo, testi su due colonne e griglia di immagini')],
        [link('/esempi/vantaggi', 'Vantaggi, accesso forfettario e linea del tempo')],
        [link('/esempi/filtri', 'Contenuti filtrabili per beneficiario, misura ed ente promotore')],
        [link('/esempi/ricerca', 'Ricerca istantanea nelle domande frequenti')],
        [link('/open-data/progetti-e-risorse', 'Grafici con indicatori, selettore «Progetti» e schede')],
        [link('/novita/newsletter', 'Modulo di iscrizione alla newsletter')],
        [link('/supporto/richiedi-assistenza', 'Modulo di richiesta di assistenza')],
        [link('/supporto/contatta-il-territorio', 'Modulo di contatto territoriale')],
      ),
    ),
  })
}
