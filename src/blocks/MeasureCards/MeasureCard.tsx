import { SiteLink } from '@/components/page/SiteLink'
import { resolveLink } from '@/content/links'
import type { MeasureCardsBlock } from '@/payload-types'
import { labelList } from '../filtering/query'
import { formatEuro } from '@/programme/euro'

type Row = MeasureCardsBlock['cards'][number]
type Action = { href: string; text: string; target?: string | null }

/** What a measure card shows (spec section 3, the measure funding card), from a block row or a Misure document. */
export type MeasureFacts = {
  title: string
  promotore?: string | null
  descrizione?: string | null
  risorseInEuro?: number | null
  beneficiari: string[]
  plateaPotenziale?: string | null
  aggiornamenti?: string | null
  link?: Action | null
  button?: Action | null
}

/** A block row's card: the links chosen by the editor. */
export function MeasureCard({ row, title, level }: { row: Row; title: string; level: 2 | 3 }) {
  const link = resolveLink(row.link)
  const button = resolveLink(row.button)
  const facts: MeasureFacts = {
    title,
    promotore: labelList(row.entePromotore)[0],
    descrizione: row.descrizione,
    risorseInEuro: row.risorseInEuro,
    beneficiari: labelList(row.entiBeneficiari),
    plateaPotenziale: row.plateaPotenziale,
    aggiornamenti: row.aggiornamenti,
    link: link ? { href: link, text: row.link?.text || 'Scopri la misura', target: row.link?.target } : null,
    button: button ? { href: button, text: row.button?.text || 'Vai all’avviso', target: row.button?.target } : null,
  }
  return <MeasureFactsCard facts={facts} level={level} />
}

/** One funding measure: what it finances, for whom, how much, and where to apply. */
export function MeasureFactsCard({ facts, level }: { facts: MeasureFacts; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const { title, promotore, descrizione, risorseInEuro, beneficiari, plateaPotenziale, aggiornamenti, link, button } = facts
  return (
    <article className="sito-misura">
      <Heading className="sito-misura__titolo h5">{title}</Heading>
      {promotore && <p className="sito-misura__promotore">{promotore}</p>}
      {descrizione && <p>{descrizione}</p>}
      <dl className="sito-misura__dati">
        {risorseInEuro != null && <Fact term="Risorse" value={formatEuro(risorseInEuro)} />}
        {beneficiari.length > 0 && <Fact term="Beneficiari" value={beneficiari.join(', ')} />}
        {plateaPotenziale && <Fact term="Platea potenziale" value={plateaPotenziale} />}
        {aggiornamenti && <Fact term="Aggiornamenti" value={aggiornamenti} />}
      </dl>
      {(link || button) && (
        <div className="sito-misura__azioni">
          {link && (
            <SiteLink href={link.href} target={link.target}>
              {link.text}
              <span className="visually-hidden"> {title}</span>
            </SiteLink>
          )}
          {button && (
            <SiteLink href={button.href} target={button.target} className="btn btn-primary btn-sm">
              {button.text}
            </SiteLink>
          )}
        </div>
      )}
    </article>
  )
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}
