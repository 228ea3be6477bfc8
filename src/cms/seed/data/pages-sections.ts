import { alertExamples } from '../../../blocks/Alert/examples'
import { sectionHero } from '../../../blocks/Hero/examples'
import { richText } from '../../../blocks/RichText/examples'
import { daysAgo, stamps } from '../dates'
import { doc, h2, link, p, ul, type EditorState } from '../../../content/lexical'
import type { Data } from '../seeder'
import { sectionLandings } from './pages-landings'

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

const SECTIONS: Landing[] = [
  {
    slug: 'open-data',
    title: 'Open data',
    intro: 'I dati sull’avanzamento del programma, aperti e riutilizzabili.',
    content: doc(
      p('Pubblichiamo in formato aperto i dati sulle candidature, sui progetti finanziati e sulle risorse assegnate, aggiornati periodicamente.'),
      p('I dati sono rilasciati con licenza CC BY 4.0: puoi riutilizzarli liberamente citando la fonte. Parti da ', link('/open-data/avanzamento-del-programma', 'Avanzamento del programma'), '.'),
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
      h2('Che cosa ricevi'),
      ul('l’apertura e la chiusura degli avvisi;', 'le novità sulla piattaforma e sulle regole di rendicontazione;', 'gli appuntamenti formativi e le storie dai territori.'),
      p('Usiamo il tuo indirizzo solo per inviarti la newsletter, come descritto nell’', link('/informativa-privacy', 'informativa sulla privacy'), '.'),
    ),
  })
  page.body = [...(page.body ?? []), { ...alertExamples.info, title: 'Puoi cancellarti quando vuoi', testo: 'Ogni newsletter contiene un collegamento per annullare l’iscrizione con un clic.' }]
  return page
}

export function sectionPages(): Data<'pages'>[] {
  return [...SECTIONS.map(landing), newsletter(), ...sectionLandings()]
}

export { landing }
