import { SiteLink } from '@/components/page/SiteLink'
import { resolveLink } from '@/content/links'
import type { MeasureCardsBlock } from '@/payload-types'
import { labelList } from '../filtering/query'
import { formatEuro } from './euro'

type Row = MeasureCardsBlock['cards'][number]

/** One funding measure: what it finances, for whom, how much, and where to apply. */
export function MeasureCard({ row, title, level }: { row: Row; title: string; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const beneficiari = labelList(row.entiBeneficiari)
  const promotore = labelList(row.entePromotore)[0]
  const link = resolveLink(row.link)
  const button = resolveLink(row.button)
  return (
    <article className="sito-misura">
      <Heading className="sito-misura__titolo h5">{title}</Heading>
      {promotore && <p className="sito-misura__promotore">{promotore}</p>}
      {row.descrizione && <p>{row.descrizione}</p>}
      <dl className="sito-misura__dati">
        {row.risorseInEuro != null && <Fact term="Risorse" value={formatEuro(row.risorseInEuro)} />}
        {beneficiari.length > 0 && <Fact term="Beneficiari" value={beneficiari.join(', ')} />}
        {row.plateaPotenziale && <Fact term="Platea potenziale" value={row.plateaPotenziale} />}
        {row.aggiornamenti && <Fact term="Aggiornamenti" value={row.aggiornamenti} />}
      </dl>
      {(link || button) && (
        <div className="sito-misura__azioni">
          {link && (
            <SiteLink href={link} target={row.link?.target}>
              {row.link?.text || 'Scopri la misura'}
              <span className="visually-hidden"> {title}</span>
            </SiteLink>
          )}
          {button && (
            <SiteLink href={button} target={row.button?.target} className="btn btn-primary btn-sm">
              {row.button?.text || 'Vai all’avviso'}
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
