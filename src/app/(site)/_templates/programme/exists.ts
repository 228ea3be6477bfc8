import { avvisoBySlug, siteAvvisi } from '@/blocks/AnnouncementsGrid/archive'
import { AVVISI_PATH, BENEFICIARIES_PATH, MEASURES_PATH } from '@/content/paths'
import { allBeneficiaries, allMeasures, beneficiaryBySlug, measureBySlug } from '@/content/programme'

const FINDERS: Record<string, (slug: string) => Promise<unknown>> = {
  misure: measureBySlug,
  beneficiari: beneficiaryBySlug,
  avvisi: (slug) => avvisoBySlug(slug),
}

/**
 * Whether a path is a page of the programme's sections (/misure/<slug>, /beneficiari/<slug>,
 * /avvisi/<slug>) that exists: the missing-page check (src/ops/http/missing-page.ts) asks it
 * before the catch-all's, since those routes are not the catch-all.
 */
export async function isProgrammePage(segments: string[]): Promise<boolean> {
  const [section, slug] = segments
  const find = segments.length === 2 && section ? FINDERS[section] : undefined
  return Boolean(find && (await find(slug!)))
}

/** Every page of the programme's sections, for the sitemap: the three indexes, each measure, beneficiary type and avviso. */
export async function programmePaths(): Promise<string[]> {
  const [measures, beneficiaries, avvisi] = await Promise.all([allMeasures(), allBeneficiaries(), siteAvvisi()])
  return [MEASURES_PATH, BENEFICIARIES_PATH, AVVISI_PATH, ...measures.map((m) => m.path), ...beneficiaries.map((b) => b.path), ...avvisi.map((a) => a.path)]
}
