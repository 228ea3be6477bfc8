import type { RichTextBlock } from '../../payload-types'
import { bold, doc, h2, h3, link, ol, p, ul, type EditorState } from '@/content/lexical'

export function richText(content: EditorState): RichTextBlock {
  return { blockType: 'richText', content }
}

export const richTextExamples = {
  presentazione: richText(
    doc(
      h2('Che cos’è il programma'),
      p(
        'Il programma accompagna le pubbliche amministrazioni italiane nella ',
        bold('trasformazione digitale'),
        ': mette a disposizione risorse a fondo perduto, strumenti e assistenza per portare i servizi online, migrare al cloud e adottare le piattaforme nazionali.',
      ),
      p(
        'I contributi si ottengono candidandosi agli avvisi pubblici, con un importo forfettario definito in base alla tipologia e alla dimensione dell’ente. Non serve rendicontare le singole spese: conta il raggiungimento degli obiettivi.',
      ),
      h3('A chi si rivolge'),
      ul('Comuni, città metropolitane e province', 'Scuole e università', 'ASL e aziende ospedaliere', 'Regioni, province autonome ed enti pubblici'),
      p('Per conoscere i requisiti di ciascuna misura consulta le ', link('/supporto/domande-frequenti', 'domande frequenti'), '.'),
    ),
  ),
  comeFunziona: richText(
    doc(
      h2('Come funziona'),
      ol(
        [bold('Registrazione'), ': l’ente si registra una sola volta sulla piattaforma con SPID o CIE.'],
        [bold('Candidatura'), ': sceglie l’avviso e i servizi da digitalizzare, ciascuno con un valore economico predefinito.'],
        [bold('Realizzazione'), ': affida le attività a un fornitore, anche tramite centrali di acquisto certificate.'],
        [bold('Erogazione'), ': riceve il contributo al raggiungimento degli obiettivi, senza rendicontare le singole spese.'],
      ),
      p(
        'Le regole complete sono pubblicate sul sito del ',
        link('https://innovazione.gov.it/', 'Dipartimento per la trasformazione digitale'),
        '.',
      ),
    ),
  ),
} satisfies Record<string, RichTextBlock>
