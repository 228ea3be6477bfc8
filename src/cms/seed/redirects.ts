import type { Seeder } from './seeder'

/** The previous site's paths and where their content lives now (issue 14). */
const OLD_PATHS: [from: string, to: string][] = [
  ['/opendata', '/open-data'],
  ['/ricevi-aggiornamenti', '/novita/newsletter'],
  ['/annulla-iscrizione', '/novita/newsletter/disiscrizione'],
  ['/iniziativa', '/il-programma'],
  ['/come-partecipare', '/supporto'],
]

const custom = (from: string, url: string) => ({ from, type: '301' as const, to: { type: 'custom' as const, url } })

/**
 * Seeds the redirects: the old paths above, and /novita/notizie/<slug> to each news item
 * (a reference, so a later rename is followed). Runs after the news are seeded.
 */
export async function seedRedirects(seeder: Seeder): Promise<void> {
  for (const [from, to] of OLD_PATHS) await seeder.upsert('redirects', 'from', custom(from, to))
  const { docs } = await seeder.payload.find({ collection: 'news', pagination: false, depth: 0, select: { slug: true } })
  for (const item of docs) {
    const to = { type: 'reference' as const, reference: { relationTo: 'news' as const, value: item.id } }
    await seeder.upsert('redirects', 'from', { from: `/novita/notizie/${item.slug}`, type: '301', to })
  }
}
