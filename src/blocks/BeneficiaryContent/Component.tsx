import { RichText } from '@/components/page/RichText'
import { SiteLink } from '@/components/page/SiteLink'
import { allBeneficiari } from '@/content/listings'
import { resolveLink } from '@/content/links'
import type { BeneficiaryContentBlock } from '@/payload-types'
import { labelList, optionsFrom } from '../filtering/query'
import type { BlockProps } from '../types'
import { BeneficiaryContentList } from '../leaves.client'
import type { ItemView } from './BeneficiaryContent.client'

type Item = BeneficiaryContentBlock['items'][number]

/** Every beneficiary of the collection, used or not, so that choosing one may leave nothing to show. */
async function beneficiariOptions(): Promise<string[]> {
  return optionsFrom([labelList(await allBeneficiari())])
}

function ItemBody({ item }: { item: Item }) {
  const href = resolveLink(item.link)
  return (
    <article className="sito-beneficiari__voce">
      <h3 className="h5">{item.title}</h3>
      <RichText data={item.text} />
      {href && (
        <SiteLink href={href} target={item.link?.target}>
          {item.link?.text || 'Scopri di più'}
          <span className="visually-hidden"> su {item.title}</span>
        </SiteLink>
      )}
    </article>
  )
}

export async function BeneficiaryContentComponent({ block, context }: BlockProps<'beneficiaryContent'>) {
  const items: ItemView[] = (block.items ?? []).map((item, i) => ({
    key: item.id ?? String(i),
    beneficiari: labelList(item.beneficiari),
    body: <ItemBody item={item} />,
  }))
  if (!items.length) return null
  const baseId = `beneficiari-${block.id ?? 'blocco'}`
  return (
    <section className="container my-4" aria-labelledby={baseId}>
      <h2 id={baseId} className="mb-3">
        {block.title}
      </h2>
      {block.intro && <p className="lead">{block.intro}</p>}
      <BeneficiaryContentList items={items} beneficiari={await beneficiariOptions()} action={context.path} idPrefix={baseId} scope={block.id} />
    </section>
  )
}
