import { sectionHero } from '../../../blocks/Hero/examples'
import { richText } from '../../../blocks/RichText/examples'
import { supportRequestFormExamples } from '../../../blocks/SupportRequestForm/examples'
import { table } from '../../../blocks/Table/examples'
import { territoryFormExamples } from '../../../blocks/TerritoryForm/examples'
import { daysAgo, stamps } from '../dates'
import { bold, doc, h2, link, ol, p, ul } from '../../../content/lexical'
import type { Data } from '../seeder'
import { askForHelp } from './pages-landings'
import { maintenanceAlert } from './alerts'

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
    supportRequestFormExamples.assistenza,
  ],
  ...stamps(400, 9),
}

const candidarsi: Data<'supportos'> = {
  title: 'Come candidarsi',
  slug: 'come-candidarsi',
  customUpdateDate: daysAgo(33),
  nascondiValutazione: false,
  body: [
    sectionHero('Come candidarsi', 'I passaggi per presentare la candidatura del tuo ente a un avviso.'),
    richText(
      doc(
        p('Candidarsi richiede pochi minuti, se hai già raccolto le informazioni necessarie.'),
        ol(
          [bold('Accedi'), ' alla piattaforma con SPID o CIE.'],
          [bold('Registra l’ente'), ' indicando il codice IPA e il referente.'],
          [bold('Scegli l’avviso'), ' tra quelli aperti e seleziona i servizi da finanziare.'],
          [bold('Invia la candidatura'), ' firmata digitalmente dal legale rappresentante.'],
        ),
        p('Riceverai la conferma all’indirizzo PEC dell’ente. La guida completa è in ', link('/guide-e-risorse/guida-candidatura-comuni', 'Guide e risorse'), '.'),
      ),
    ),
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
    territoryFormExamples.contatto,
    askForHelp,
  ],
  ...stamps(360, 64),
}

export function supportos(): Data<'supportos'>[] {
  return [assistenza, candidarsi, territoriali]
}
