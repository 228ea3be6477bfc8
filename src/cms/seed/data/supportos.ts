import { ADDRESSES } from './addresses'
import { sectionHero } from '../../../blocks/Hero/examples'
import { richText } from '../../../blocks/RichText/examples'
import { table } from '../../../blocks/Table/examples'
import { daysAgo, stamps } from '../dates'
import { bold, doc, h2, link, p, ul } from '../../../content/lexical'
import type { StepperBlock } from '../../../payload-types'
import type { Data } from '../seeder'
import { maintenanceAlert } from './alerts'
import { askForHelp } from './pages-landings'

const assistenza: Data<'supportos'> = {
  title: 'Assistenza tecnica',
  slug: 'assistenza-tecnica',
  customUpdateDate: daysAgo(9),
  nascondiValutazione: false,
  body: [
    sectionHero('Assistenza tecnica', 'Segnala un problema sulla piattaforma o chiedi un chiarimento sulla tua candidatura.'),
    richText(
      doc(
        p('Il gruppo di assistenza risponde alle richieste delle amministrazioni e dei fornitori dal lunedì al venerdì, dalle 9:00 alle 18:00.'),
        h2('Prima di scriverci'),
        ul(
          ['consulta le ', link('/supporto/domande-frequenti', 'domande frequenti'), ';'],
          'tieni a portata di mano il codice IPA dell’ente e il numero della candidatura;',
          'se segnali un errore, descrivi i passaggi che lo hanno causato.',
        ),
        p('Nella richiesta indica l’argomento e l’avviso di riferimento: ci aiuta a smistarla subito alla persona giusta.'),
      ),
    ),
    maintenanceAlert(),
    { ...askForHelp, title: 'Scrivi al gruppo di assistenza', colour: 'primary' },
  ],
  ...stamps(400, 9),
}

/** The platform where the avvisi are applied for (the site settings hold the same address). */
const PLATFORM = ADDRESSES.applyUrl

/** «Come candidarsi»: the numbered steps, with the platform, the avvisi and the FAQs one click away. */
const APPLY_STEPS: StepperBlock['steps'] = [
  {
    stepTitle: 'Trova la misura e l’avviso per il tuo ente',
    stepBody: doc(
      p('Parti dal tipo di amministrazione in ', link('/beneficiari', 'Beneficiari'), ' oppure dall’elenco degli ', link('/avvisi?stato=aperto', 'avvisi aperti'), '.'),
      p('Ogni avviso indica chi può candidarsi, le risorse e la data di chiusura.'),
    ),
  },
  {
    stepTitle: 'Accedi alla piattaforma',
    stepBody: doc(p('Il legale rappresentante o un suo delegato entra nella ', link(PLATFORM, 'piattaforma per le candidature'), ' con ', bold('SPID o CIE'), ' e registra l’ente con il codice IPA.')),
  },
  {
    stepTitle: 'Scegli i servizi e compila la domanda',
    stepBody: doc(p('Seleziona i servizi da finanziare: l’importo è forfettario e dipende dalla misura e dalla dimensione dell’ente.')),
  },
  {
    stepTitle: 'Firma e invia la candidatura',
    stepBody: doc(p('Firma digitalmente la domanda e inviala entro la scadenza: riceverai la conferma all’indirizzo PEC dell’ente.')),
  },
  {
    stepTitle: 'Hai un dubbio?',
    stepBody: doc(
      p('Leggi le ', link('/supporto/domande-frequenti/misure-e-avvisi', 'domande frequenti su misure e avvisi'), ' o ', link('/supporto/richiedi-assistenza', 'chiedi assistenza'), '.'),
      p('La guida completa è in ', link('/guide-e-risorse/guida-candidatura-comuni', 'Guide e risorse'), '.'),
    ),
  },
]

const candidarsi: Data<'supportos'> = {
  title: 'Come candidarsi',
  slug: 'come-candidarsi',
  customUpdateDate: daysAgo(33),
  nascondiValutazione: false,
  body: [
    sectionHero('Come candidarsi', 'I passaggi per presentare la candidatura del tuo ente a un avviso.'),
    // The stepper's steps are h3: an h2 above them keeps the heading levels in order (Nu Html Checker).
    richText(doc(p('Candidarsi richiede pochi minuti, se hai già raccolto le informazioni necessarie.'), h2('I passaggi, nell’ordine'))),
    { blockType: 'stepper', layout: 'exploded', steps: APPLY_STEPS },
  ],
  ...stamps(380, 33),
}

const territoriali: Data<'supportos'> = {
  title: 'Contatti territoriali',
  slug: 'contatti-territoriali',
  customUpdateDate: daysAgo(64),
  nascondiValutazione: true,
  body: [
    sectionHero('Contatti territoriali', 'Referenti sul territorio affiancano gli enti nella scelta degli avvisi e nella realizzazione dei progetti.'),
    richText(
      doc(
        p('I referenti territoriali conoscono le esigenze delle amministrazioni della loro area e organizzano incontri, anche in presenza, per chiarire dubbi e condividere buone pratiche.'),
        p('Per metterti in contatto con il referente della tua area compila il modulo qui sotto indicando la zona di competenza. Per un problema tecnico sulla piattaforma, invece, ', link('/supporto/richiedi-assistenza', 'chiedi assistenza'), ' al gruppo di supporto.'),
      ),
    ),
    table('Aree territoriali e regioni', ['Area', 'Regioni'], [
      ['Nord-ovest', 'Piemonte, Valle d’Aosta, Liguria'],
      ['Lombardia', 'Lombardia'],
      ['Nord-est', 'Veneto, Friuli Venezia Giulia, Trentino-Alto Adige, Emilia-Romagna'],
      ['Centro', 'Toscana, Umbria, Marche, Lazio'],
      ['Sud-ovest', 'Campania, Calabria, Sicilia, Sardegna'],
      ['Sud-est', 'Abruzzo, Molise, Puglia, Basilicata'],
    ]),
    {
      blockType: 'banner',
      title: 'Scrivi al referente della tua area',
      text: 'Indica la zona di competenza e descrivi in breve la tua richiesta: il referente ti ricontatta.',
      button: { text: 'Contatta il territorio', href: '/supporto/contatta-il-territorio', target: '_self' },
      colour: 'primary',
    },
    askForHelp,
  ],
  ...stamps(360, 64),
}

export function supportos(): Data<'supportos'>[] {
  return [assistenza, candidarsi, territoriali]
}
