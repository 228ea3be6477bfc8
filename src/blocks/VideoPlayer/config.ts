import type { Block } from 'payload'
import { videoSource } from './source'

export const VideoPlayerBlock: Block = {
  slug: 'videoPlayer',
  interfaceName: 'VideoPlayerBlock',
  labels: { singular: 'Video', plural: 'Video' },
  fields: [
    { name: 'title', label: 'Titolo del video', type: 'text', required: true },
    {
      name: 'url',
      label: 'Indirizzo del video',
      type: 'text',
      required: true,
      admin: {
        description:
          'Un video YouTube (youtube.com o youtu.be), mostrato solo dopo il consenso del visitatore, oppure un file video del sito (per esempio /video/presentazione.mp4).',
      },
      validate: (value: string | null | undefined) =>
        videoSource(value) ? true : 'Inserisci un indirizzo YouTube valido, un percorso del sito o un indirizzo https di un file video.',
    },
    { name: 'transcription', label: 'Trascrizione', type: 'richText' },
  ],
}
