import type { Block } from 'payload'
import { isVttPath, videoSource } from './source'

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
    {
      name: 'captions',
      label: 'Sottotitoli in italiano (WebVTT)',
      type: 'text',
      admin: {
        description: 'Obbligatori per un file video: il percorso del file .vtt sul sito (per esempio /video/presentazione.it.vtt). Per YouTube non servono.',
      },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { url?: string | null } }) => {
        if (!value?.trim()) return videoSource(siblingData.url)?.kind === 'file' ? 'Un file video ha bisogno dei sottotitoli in italiano (file .vtt).' : true
        return isVttPath(value) ? true : 'Inserisci il percorso di un file .vtt del sito o un indirizzo https che finisce con .vtt.'
      },
    },
    {
      name: 'poster',
      label: 'Immagine di anteprima',
      type: 'text',
      admin: { description: 'Per un file video: l’immagine mostrata prima della riproduzione (per esempio /video/presentazione.jpg).' },
      validate: (value: string | null | undefined) =>
        !value?.trim() || videoSource(value)?.kind === 'file' ? true : 'Inserisci un percorso del sito o un indirizzo https di un’immagine.',
    },
    { name: 'transcription', label: 'Trascrizione', type: 'richText' },
  ],
}
