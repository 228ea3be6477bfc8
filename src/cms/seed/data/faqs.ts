import { richText } from '../../../blocks/RichText/examples'
import { daysAgo, stamps } from '../dates'
import type { Refs } from '../refs'
import type { Data } from '../seeder'
import { FAQS_GENERAL } from './faqs-general'
import { FAQS_MORE } from './faqs-more'
import { FAQS_PROJECTS } from './faqs-projects'
import type { FaqInput } from './types'

const FAQS: FaqInput[] = [...FAQS_GENERAL, ...FAQS_PROJECTS, ...FAQS_MORE]

function toData(faq: FaqInput, r: Refs): Data<'faqs'> {
  return {
    title: faq.title,
    slug: faq.slug,
    category: faq.category,
    misura: faq.misura ? r.misura(faq.misura) : null,
    beneficiari: r.beneficiari(...(faq.beneficiari ?? [])),
    customUpdateDate: daysAgo(faq.updated),
    nascondiValutazione: faq.nascondiValutazione ?? false,
    body: [richText(faq.answer), ...(faq.alert ? [faq.alert] : [])],
    ...stamps(faq.created, faq.updated),
  }
}

export function faqs(r: Refs): Data<'faqs'>[] {
  return FAQS.map((faq) => toData(faq, r))
}
