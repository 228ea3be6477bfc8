import { alertExamples } from '../../../blocks/Alert/examples'
import { sectionHero } from '../../../blocks/Hero/examples'
import { richText } from '../../../blocks/RichText/examples'
import { FAQ_CATEGORIES } from '../../../content/paths'
import { daysAgo, stamps } from '../dates'
import { doc, h2, h3, link, p, ul, type EditorState, type TopNode } from '../../../content/lexical'
import type { Data } from '../seeder'
import { FAQS, faqPath } from './faqs'

type Landing = { slug: string; title: string; intro: string; content: EditorState; updated?: number; hideRating?: boolean }

function landing(l: Landing): Data<'pages'> {
  return {
    title: l.title,
    slug: l.slug,
    customUpdateDate: l.updated === undefined ? null : daysAgo(l.updated),
    nascondiValutazione: l.hideRating ?? false,
    body: [sectionHero(l.title, l.intro), richText(l.content)],
    ...stamps(450, l.updated ?? 450),
  }
}

/** One heading per FAQ category, each with the links to its questions. */
function faqIndex(): EditorState {
  const nodes: TopNode[] = [
    p('Le risposte sono raggruppate per argomento. Se non trovi quello che cerchi, ', link('/supporto/assistenza-tecnica', 'chiedi assistenza'), '.'),
  ]
  for (const category of FAQ_CATEGORIES) {
    const items = FAQS.filter((f) => f.category === category.value).map((f) => [link(faqPath(f), f.title)])
    if (items.length > 0) nodes.push(h3(category.label), ul(...items))
  }
  return doc(...nodes)
}

const SECTIONS: Landing[] = [
  {
    slug: 'notizie',
    title: 'Notizie',
    intro: 'Aggiornamenti sull’avanzamento del programma, nuovi avvisi, eventi e storie dai territori.',
    updated: 6,
    content: doc(
      p('In questa sezione pubblichiamo le novità sul programma: l’apertura di nuovi avvisi, i risultati raggiunti, gli appuntamenti e i racconti delle amministrazioni che hanno completato i loro progetti.'),
      p('Per ricevere le notizie più importanti via email ', link('/novita/newsletter', 'iscriviti alla newsletter'), '.'),
    ),
  },
  {
    slug: 'guide-e-risorse',
    title: 'Guide e risorse',
    intro: 'Manuali, modelli e kit per preparare la candidatura e realizzare i progetti.',
    updated: 18,
    content: doc(
      p('Qui trovi i materiali preparati per accompagnare le amministrazioni in ogni fase: dalla scelta dell’avviso alla verifica degli obiettivi raggiunti.'),
      ul(
        [link('/guide-e-risorse/guida-candidatura-comuni', 'Guida alla candidatura per i comuni')],
        [link('/guide-e-risorse/kit-migrazione-cloud', 'Kit per la migrazione al cloud')],
        [link('/guide-e-risorse/modelli-siti-scuole', 'Modelli per i siti delle scuole')],
        [link('/guide-e-risorse/vademecum-pagopa', 'Vademecum per l’integrazione con pagoPA')],
      ),
    ),
  },
  {
    slug: 'supporto',
    title: 'Supporto',
    intro: 'Assistenza tecnica, referenti sul territorio e risposte alle domande più comuni.',
    updated: 9,
    content: doc(
      h2('Come possiamo aiutarti'),
      ul(
        [link('/supporto/domande-frequenti', 'Domande frequenti'), ': le risposte ai dubbi più comuni, divise per argomento.'],
        [link('/supporto/assistenza-tecnica', 'Assistenza tecnica'), ': segnala un problema o chiedi chiarimenti sulla piattaforma.'],
        [link('/supporto/come-candidarsi', 'Come candidarsi'), ': i passaggi per presentare una candidatura.'],
        [link('/supporto/contatti-territoriali', 'Contatti territoriali'), ': i referenti che affiancano gli enti nella tua area.'],
      ),
    ),
  },
  {
    slug: 'supporto/domande-frequenti',
    title: 'Domande frequenti',
    intro: 'Le risposte alle domande più comuni su misure, avvisi, piattaforma e rendicontazione.',
    updated: 5,
    content: faqIndex(),
  },
  {
    slug: 'open-data',
    title: 'Open data',
    intro: 'I dati sull’avanzamento del programma, aperti e riutilizzabili.',
    content: doc(
      p('Pubblichiamo in formato aperto i dati sulle candidature, sui progetti finanziati e sulle risorse assegnate, aggiornati periodicamente.'),
      p('I dati sono rilasciati con licenza CC BY 4.0: puoi riutilizzarli liberamente citando la fonte. Parti da ', link('/open-data/avanzamento-del-programma', 'Avanzamento del programma'), '.'),
    ),
  },
  {
    slug: 'novita',
    title: 'Novità',
    intro: 'Avvisi aperti, aggiornamenti e comunicazioni per le amministrazioni.',
    updated: 2,
    content: doc(
      p('Questa pagina raccoglie gli aggiornamenti operativi: nuovi avvisi, graduatorie, proroghe e modifiche alla piattaforma.'),
      p('Non vuoi perdere una scadenza? ', link('/novita/newsletter', 'Iscriviti alla newsletter'), ' e ricevi un riepilogo nella tua casella di posta.'),
    ),
  },
]

function newsletter(): Data<'pages'> {
  const page = landing({
    slug: 'novita/newsletter',
    title: 'Newsletter',
    intro: 'Ricevi via email i nuovi avvisi, le scadenze e le notizie sul programma.',
    updated: 30,
    content: doc(
      p('La newsletter arriva circa una volta al mese, e in più quando si apre un nuovo avviso. È pensata per chi lavora nelle amministrazioni pubbliche, per i fornitori di servizi digitali e per chi segue la trasformazione digitale del Paese.'),
      h3('Che cosa ricevi'),
      ul('l’apertura e la chiusura degli avvisi;', 'le novità sulla piattaforma e sulle regole di rendicontazione;', 'gli appuntamenti formativi e le storie dai territori.'),
      p('Usiamo il tuo indirizzo solo per inviarti la newsletter, come descritto nell’', link('/informativa-privacy', 'informativa sulla privacy'), '.'),
    ),
  })
  page.body = [...(page.body ?? []), { ...alertExamples.info, title: 'Puoi cancellarti quando vuoi', testo: 'Ogni newsletter contiene un collegamento per annullare l’iscrizione con un clic.' }]
  return page
}

export function sectionPages(): Data<'pages'>[] {
  return [...SECTIONS.map(landing), newsletter()]
}

export { landing }
