import { ADDRESSES } from './addresses'
import { consentSettingsExamples } from '../../../blocks/ConsentSettings/examples'
import { bold, doc, h2, link, p, ul } from '../../../content/lexical'
import type { Data } from '../seeder'
import { OWNER } from './frame'
import { accessibilityStatement } from './pages-accessibility'
import { landing } from './pages-sections'

const privacy = doc(
  p('Questa informativa spiega come trattiamo i dati personali di chi visita il sito e di chi usa i moduli per iscriversi alla newsletter, chiedere assistenza, contattare i referenti territoriali o valutare una pagina. È resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR).'),
  h2('Titolare del trattamento'),
  p(`Il titolare è il ${OWNER.name}, con sede in ${OWNER.address} (codice fiscale ${OWNER.fiscalCode}), contattabile all’indirizzo PEC `, link(`mailto:${OWNER.pec}`, OWNER.pec), '.'),
  h2('Responsabile della protezione dei dati'),
  p('Il responsabile della protezione dei dati (RPD o DPO) risponde a ogni domanda sul trattamento dei tuoi dati. Puoi scrivergli a ', link(`mailto:${ADDRESSES.dpoEmail}`, ADDRESSES.dpoEmail), '.'),
  h2('Quali dati trattiamo e perché'),
  ul(
    [bold('Dati di navigazione'), ': indirizzi IP e informazioni tecniche raccolte dai server, usati solo per garantire il funzionamento e la sicurezza del sito.'],
    [bold('Newsletter'), ': email, tipo di ente e struttura di appartenenza, usati per inviarti la newsletter.'],
    [bold('Richieste di assistenza e di contatto'), ': nome, email, telefono e testo della richiesta, usati per risponderti.'],
    [bold('Valutazione delle pagine'), ': la risposta e l’eventuale commento, usati in forma aggregata per migliorare i contenuti.'],
  ),
  h2('Base giuridica'),
  p('Trattiamo i dati per l’esecuzione di un compito di interesse pubblico affidato al titolare (articolo 6, paragrafo 1, lettera e del GDPR). L’iscrizione alla newsletter si basa invece sul tuo consenso, che puoi revocare in ogni momento.'),
  h2('Per quanto tempo conserviamo i dati'),
  ul(
    'dati di navigazione: al massimo 12 mesi, salvo necessità di accertare illeciti;',
    'richieste di assistenza e di contatto: 24 mesi dalla chiusura della richiesta;',
    'iscrizione alla newsletter: fino alla cancellazione dell’iscrizione;',
    'valutazioni delle pagine: 12 mesi.',
  ),
  h2('A chi comunichiamo i dati'),
  p('I dati sono trattati da personale autorizzato e dai fornitori che gestiscono il sito e i servizi di assistenza, nominati responsabili del trattamento ai sensi dell’articolo 28 del GDPR. I dati non sono diffusi e non sono trasferiti fuori dall’Unione europea.'),
  h2('Cookie e dati salvati nel browser'),
  p('Il sito non usa cookie di profilazione né cookie di terze parti, e per questo non mostra un banner per il consenso. Nel tuo browser possono trovarsi solo questi dati tecnici:'),
  ul(
    [bold('Cookie di sessione della redazione'), ': solo per chi accede all’area redazione del sito, per mantenere l’accesso; scade alla disconnessione o dopo otto ore.'],
    [bold('Consenso ai video di YouTube'), ': se scegli di caricare sempre i video senza che il sito lo chieda, la scelta resta nell’archivio locale del browser (non è un cookie e non viene inviata a noi). Puoi revocarla qui sotto.'],
    [bold('Statistiche di Web Analytics Italia'), ': quando sono attive, il sito invia a Web Analytics Italia, la piattaforma di AgID per le pubbliche amministrazioni, l’indirizzo della pagina visitata senza salvare cookie né identificativi nel browser; se il browser chiede di non essere tracciato (Do Not Track) non inviamo nulla.'],
  ),
  h2('I tuoi diritti'),
  p('Puoi chiedere in ogni momento di accedere ai tuoi dati, correggerli, cancellarli, limitarne il trattamento, opporti al trattamento o riceverli in un formato portabile, scrivendo al responsabile della protezione dei dati.'),
  p('Se ritieni che il trattamento violi la normativa puoi presentare reclamo al ', link('https://www.garanteprivacy.it/', 'Garante per la protezione dei dati personali'), '.'),
)

const legal = doc(
  h2('Copyright e licenza dei contenuti'),
  p('Salvo dove diversamente indicato, i testi, i dati e le immagini di questo sito sono pubblicati con licenza ', link('https://creativecommons.org/licenses/by/4.0/deed.it', 'Creative Commons Attribuzione 4.0 Internazionale (CC BY 4.0)'), '. Puoi copiarli, distribuirli e modificarli, anche per fini commerciali, citando la fonte.'),
  h2('Marchi e loghi'),
  p('I loghi del programma e delle piattaforme nazionali non rientrano nella licenza e non possono essere usati senza autorizzazione.'),
  h2('Collegamenti ad altri siti'),
  p('Il sito contiene collegamenti a siti esterni, segnalati per comodità di chi legge. Non siamo responsabili dei loro contenuti né delle loro politiche sulla privacy.'),
  h2('Limitazione di responsabilità'),
  p('Curiamo con attenzione le informazioni pubblicate, ma fanno fede esclusivamente gli atti ufficiali: avvisi, decreti e relativi allegati. Segnalaci eventuali errori scrivendo a ', link(`mailto:${ADDRESSES.contactEmail}`, ADDRESSES.contactEmail), '.'),
)

const sitemap = doc(
  h2('Sezioni del sito'),
  ul(
    [link('/', 'Home')],
    [link('/il-programma', 'Il programma')],
    [link('/notizie', 'Notizie')],
    [link('/novita', 'Novità'), ' e ', link('/novita/newsletter', 'Newsletter')],
    [link('/guide-e-risorse', 'Guide e risorse')],
    [link('/open-data', 'Open data')],
    [link('/supporto', 'Supporto'), ' e ', link('/supporto/domande-frequenti', 'Domande frequenti')],
    [link('/cerca', 'Cerca nel sito')],
  ),
  h2('Informazioni legali'),
  ul(
    [link('/informativa-privacy', 'Informativa sulla privacy')],
    [link('/note-legali', 'Note legali')],
    [link('/dichiarazione-di-accessibilita', 'Dichiarazione di accessibilità')],
  ),
)

/** The privacy page ends with the control over the consent stored in the browser. */
function withBlock(page: Data<'pages'>, block: NonNullable<Data<'pages'>['body']>[number]): Data<'pages'> {
  return { ...page, body: [...(page.body ?? []), block] }
}

export function legalPages(): Data<'pages'>[] {
  return [
    withBlock(
      landing({ slug: 'informativa-privacy', title: 'Informativa sulla privacy', intro: 'Come trattiamo i dati personali di chi usa il sito e i suoi moduli.', content: privacy, updated: 60, hideRating: true }),
      consentSettingsExamples.privacy,
    ),
    landing({ slug: 'note-legali', title: 'Note legali', intro: 'Condizioni d’uso dei contenuti e dei collegamenti del sito.', content: legal, updated: 200, hideRating: true }),
    accessibilityStatement(),
    landing({ slug: 'mappa-del-sito', title: 'Mappa del sito', intro: 'Tutte le sezioni del sito in un colpo d’occhio.', content: sitemap, hideRating: true }),
  ]
}
