import { TitledSection } from '@/components/page/TitledSection'
import { SiteLink } from '@/components/page/SiteLink'
import { resolveLink } from '@/content/links'
import { labelList, optionsFrom } from '../filtering/query'
import type { BlockProps } from '../types'
import { MeasuresAccordion } from '../leaves.client'
import type { ItemView } from './MeasuresAccordion.client'

export function MeasuresAccordionComponent({ block, context }: BlockProps<'measuresAccordion'>) {
  const items: ItemView[] = (block.items ?? []).flatMap((item, i) => {
    const misura = labelList(item.titleMisura)[0]
    const resources = (item.resources ?? []).flatMap((r, j) => {
      const href = resolveLink(r.link)
      if (!href) return []
      const beneficiari = labelList(r.beneficiari)
      const body = (
        <>
          <SiteLink href={href} target={r.link.target}>
            {r.link.text}
          </SiteLink>
          {beneficiari.length > 0 && <span className="sito-misure__per">Beneficiari: {beneficiari.join(', ')}</span>}
        </>
      )
      return [{ key: r.id ?? String(j), beneficiari, body }]
    })
    return misura && resources.length ? [{ key: item.id ?? String(i), misura, resources }] : []
  })
  if (!items.length) return null
  const baseId = `risorse-${block.id ?? 'blocco'}`
  return (
    <TitledSection title={block.title} headingId={baseId}>
      <MeasuresAccordion
        items={items}
        misure={optionsFrom(items.map((item) => [item.misura]))}
        beneficiari={optionsFrom(items.flatMap((item) => item.resources.map((r) => r.beneficiari)))}
        action={context.path}
        baseId={baseId}
        level={block.title ? 3 : 2}
        scope={block.id}
      />
    </TitledSection>
  )
}
