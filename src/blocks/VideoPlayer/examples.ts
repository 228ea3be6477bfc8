import type { VideoPlayerBlock } from '../../payload-types'
import { doc, p } from '@/content/lexical'

/** The YouTube id is a placeholder (an openly licensed film) until the programme's own videos are chosen. */
export const videoPlayerExamples = {
  presentazione: {
    blockType: 'videoPlayer',
    title: 'Come partecipare agli avvisi: la presentazione del programma',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    transcription: doc(
      p(
        'Benvenuti. In questo video spieghiamo in pochi minuti come un ente pubblico partecipa agli avvisi del programma.',
      ),
      p(
        'Per prima cosa l’ente si registra sulla piattaforma con SPID o CIE. Poi sceglie l’avviso adatto, indica i servizi da digitalizzare e invia la candidatura.',
      ),
      p(
        'Il contributo è un importo forfettario: non si rendicontano le singole spese, ma si dimostra di aver raggiunto gli obiettivi previsti.',
      ),
    ),
  },
  webinar: {
    blockType: 'videoPlayer',
    title: 'Webinar: la migrazione al cloud per i comuni',
    url: 'https://youtu.be/aqz-KE-bpKQ?t=30',
  },
  tutorial: {
    blockType: 'videoPlayer',
    title: 'Tutorial: caricare la documentazione sulla piattaforma',
    url: '/video/tutorial-caricamento-documenti.mp4',
    captions: '/video/tutorial-caricamento-documenti.it.vtt',
    poster: '/video/tutorial-caricamento-documenti.svg',
    transcription: doc(
      p('Dalla pagina del progetto scegli “Documenti”, poi “Aggiungi documento”.'),
      p('Seleziona il file dal computer, indica il tipo di documento e conferma con “Carica”. Il documento compare nell’elenco con lo stato “In verifica”.'),
    ),
  },
} satisfies Record<string, VideoPlayerBlock>
