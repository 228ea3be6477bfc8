import { beneficiaryContentExamples } from '../../../blocks/BeneficiaryContent/examples'
import { labelList } from '../../../blocks/filtering/query'
import { sectionHero } from '../../../blocks/Hero/examples'
import { measureCardsExamples } from '../../../blocks/MeasureCards/examples'
import { measuresAccordionExamples } from '../../../blocks/MeasuresAccordion/examples'
import { sidebarRichTextExamples } from '../../../blocks/SidebarRichText/examples'
import type { EnteBeneficiario, Misura as MisuraDoc } from '../../../payload-types'
import { daysAgo, stamps } from '../dates'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { BENEFICIARI, MISURE, PROMOTORI, type Beneficiario, type Misura, type Promotore } from '../../../content/taxonomies'

const isOf =
  <T extends string>(list: readonly T[]) =>
  (label: string): label is T =>
    (list as readonly string[]).includes(label)

type Value<D> = number | D | null | undefined

/** The examples carry populated taxonomy documents; the seed stores the ids of the seeded ones. */
function idsOf(r: Refs) {
  const beneficiari = (values: Value<EnteBeneficiario>[] | null | undefined) =>
    r.beneficiari(...labelList(values).filter(isOf<Beneficiario>(BENEFICIARI)))
  const one =
    <T extends string>(list: readonly T[], find: (label: T) => number) =>
    (value: Value<{ label: string }>) =>
      labelList(value).filter(isOf(list)).map(find)[0] ?? null
  const anyMisura = one<Misura>(MISURE, (l) => r.misura(l))
  const misura = (value: Value<MisuraDoc>) => {
    const id = anyMisura(value)
    if (id === null) throw new Error('Seed: esempio senza misura')
    return id
  }
  return {
    beneficiari,
    misura,
    promotore: one<Promotore>(PROMOTORI, (l) => r.promotore(l)),
  }
}

/** Demo page of the filters family: all blocks on it read the same beneficiario filter from the URL. */
export function filtersBlockPages(r: Refs): Data<'pages'>[] {
  const ids = idsOf(r)
  const { plain, filtered } = sidebarRichTextExamples
  const cards = measureCardsExamples.misure
  const accordion = measuresAccordionExamples.risorse
  const contents = beneficiaryContentExamples.opportunita
  const withIds = <S extends { beneficiari?: Value<EnteBeneficiario>[] | null }>(s: S) => ({
    ...s,
    beneficiari: ids.beneficiari(s.beneficiari),
  })
  return [
    {
      title: 'Esempi: contenuti filtrabili',
      slug: 'esempi/filtri',
      customUpdateDate: daysAgo(2),
      nascondiValutazione: true,
      body: [
        sectionHero(
          'Esempi: contenuti filtrabili',
          'Testi con indice laterale, schede delle misure, risorse per misura e contenuti per tipo di ente, da filtrare per beneficiario, ente promotore e misura.',
        ),
        plain,
        { ...filtered, sections: filtered.sections.map(withIds) },
        {
          ...cards,
          cards: cards.cards.map((c) => ({
            ...c,
            misura: ids.misura(c.misura),
            entiBeneficiari: ids.beneficiari(c.entiBeneficiari),
            entePromotore: ids.promotore(c.entePromotore),
          })),
        },
        {
          ...accordion,
          items: accordion.items.map((item) => ({
            ...item,
            titleMisura: ids.misura(item.titleMisura),
            resources: item.resources.map(withIds),
          })),
        },
        { ...contents, items: contents.items.map(withIds) },
      ],
      ...stamps(25, 2),
    },
  ]
}
