import type { Where } from 'payload'
import { cache } from 'react'
import type { Announcement, EnteBeneficiario, EntePromotore, Misura, Resource, Update } from '@/payload-types'
import { faqsWhere, type FaqLink } from './listings'
import { findShown } from './published'
import { isBlockReference } from './reference'
import { measurePath, beneficiaryPath } from './paths'
import { slugify } from './slugify'

type Labelled = { label?: string | null } | number | null | undefined

const labelOf = (value: Labelled): string | null => (value && typeof value === 'object' ? (value.label ?? null) : null)

export type MeasureView = {
  id: number
  label: string
  slug: string
  path: string
  descrizione: string | null
  risorseInEuro: number | null
  plateaPotenziale: string | null
  aggiornamenti: string | null
  promotore: string | null
  beneficiari: { id: number; label: string; slug: string }[]
}

function measureView(m: Misura): MeasureView {
  return {
    id: m.id,
    label: m.label,
    slug: slugify(m.label),
    path: measurePath(m.label),
    descrizione: m.descrizione ?? null,
    risorseInEuro: m.risorseInEuro ?? null,
    plateaPotenziale: m.plateaPotenziale ?? null,
    aggiornamenti: m.aggiornamenti ?? null,
    promotore: labelOf(m.entePromotore),
    beneficiari: (m.entiBeneficiari ?? []).flatMap((b) => (typeof b === 'object' && b ? [{ id: b.id, label: b.label, slug: slugify(b.label) }] : [])),
  }
}

/** Every measure, in the order of its code (the label starts with it). */
export const allMeasures = cache(async (): Promise<MeasureView[]> => {
  const { docs } = await findShown({ collection: 'misuras', sort: 'label', depth: 1, pagination: false })
  return docs.map(measureView)
})

export async function measureBySlug(slug: string): Promise<MeasureView | null> {
  return (await allMeasures()).find((m) => m.slug === slug) ?? null
}

export type BeneficiaryView = { id: number; label: string; slug: string; path: string; descrizione: string | null }

const beneficiaryView = (b: EnteBeneficiario): BeneficiaryView => ({
  id: b.id,
  label: b.label,
  slug: slugify(b.label),
  path: beneficiaryPath(b.label),
  descrizione: b.descrizione ?? null,
})

/** Every beneficiary type, in the editors' order of labels. */
export const allBeneficiaries = cache(async (): Promise<BeneficiaryView[]> => {
  const { docs } = await findShown({ collection: 'enteBeneficiarios', sort: 'label', depth: 0, pagination: false })
  return docs.map(beneficiaryView)
})

export async function beneficiaryBySlug(slug: string): Promise<BeneficiaryView | null> {
  return (await allBeneficiaries()).find((b) => b.slug === slug) ?? null
}

/** Every promoting body's name. */
export const allPromoters = cache(async (): Promise<string[]> => {
  const { docs } = await findShown({ collection: 'entePromotores', sort: 'label', depth: 0, pagination: false })
  return docs.map((p: EntePromotore) => p.label)
})

/** The avvisi of the Avvisi collection, with their measure and documents. */
export const cmsAvvisi = cache(async (): Promise<Announcement[]> => {
  const { docs } = await findShown({ collection: 'announcements', sort: '-startDate', depth: 1, pagination: false })
  return docs
})

/** FAQs of a measure or a beneficiary type, alphabetical. */
export function faqsOf(by: { misura: number } | { beneficiario: number }): Promise<FaqLink[]> {
  const where: Where = 'misura' in by ? { misura: { equals: by.misura } } : { beneficiari: { in: [by.beneficiario] } }
  return faqsWhere(where)
}

export type GuideLink = { title: string; path: string; kind: string }

/** Guides and resources (and data pages) of a measure or a beneficiary type: title, address, kind. */
export async function guidesOf(by: { misura: number } | { beneficiario: number }): Promise<GuideLink[]> {
  const where: Where = 'misura' in by ? { misura: { equals: by.misura } } : { entiBeneficiari: { in: [by.beneficiario] } }
  const { docs } = await findShown({ collection: 'resources', where, sort: '-data', depth: 0, limit: 12, select: { title: true, slug: true } })
  const guides = docs.map((r: Pick<Resource, 'title' | 'slug'>) => ({ title: r.title, path: `/guide-e-risorse/${r.slug}`, kind: 'Guida o risorsa' }))
  if (!('misura' in by)) return guides
  const pages = await findShown({ collection: 'pages', where: { misura: { equals: by.misura } }, depth: 0, limit: 12, select: { title: true, slug: true, meta: { noindex: true } } })
  // The block reference and the pages kept out of search engines are demonstrations, not guides.
  const shown = pages.docs.filter((p) => !isBlockReference(`/${p.slug}`) && !p.meta?.noindex)
  return [...guides, ...shown.map((p) => ({ title: p.title, path: `/${p.slug}`, kind: 'Pagina' }))]
}

/** The latest updates for some beneficiary types (a measure's, or one type's), newest first. */
export async function updatesFor(beneficiari: number[], limit = 5): Promise<Update[]> {
  if (!beneficiari.length) return []
  const where: Where = { beneficiari: { in: beneficiari } }
  const { docs } = await findShown({ collection: 'updates', where, sort: '-customUpdateDate', depth: 1, limit })
  return docs
}
