import { terms } from './tokenizer'

/**
 * The programme's acronyms and the names they stand for. A record whose text holds any member
 * of a group is indexed (in its hidden keywords) with every member, so «SUAP» finds the page
 * that says «sportello unico per le attività produttive» and the other way round. Matched on
 * stems, so plurals count («sportelli unici»).
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['PNRR', 'piano nazionale di ripresa e resilienza'],
  ['SPID', 'sistema pubblico di identità digitale', 'identità digitale'],
  ['CIE', 'carta d’identità elettronica', 'carta di identità elettronica'],
  ['ANPR', 'anagrafe nazionale della popolazione residente', 'anagrafe nazionale'],
  ['pagoPA', 'pago PA', 'pagamenti verso la pubblica amministrazione'],
  ['app IO', 'appio'],
  ['SUAP', 'sportello unico per le attività produttive', 'SUE', 'sportello unico per l’edilizia'],
  ['PDND', 'piattaforma digitale nazionale dati', 'interoperabilità'],
  ['ANNCSU', 'archivio nazionale dei numeri civici e delle strade urbane', 'numeri civici'],
  ['SEND', 'piattaforma notifiche digitali', 'notifiche digitali', 'notifica digitale'],
  ['cloud', 'nuvola'],
  ['scuole', 'istituti scolastici', 'istituto scolastico'],
  ['ASL', 'aziende sanitarie', 'azienda sanitaria'],
  ['API', 'interfacce di programmazione'],
]

const stemmed = (text: string) => ` ${terms(text).join(' ')} `
const GROUPS = SYNONYM_GROUPS.map((members) => ({ members, stems: members.map(stemmed).filter((s) => s.trim()) }))

/** Every member of each group the text mentions, as one line of hidden keywords ('' when none). */
export function synonymKeywords(text: string): string {
  const haystack = stemmed(text)
  return GROUPS.filter((g) => g.stems.some((s) => haystack.includes(s)))
    .flatMap((g) => g.members)
    .join(' · ')
}
