import type { CollectionSlug, Payload } from 'payload'
import { announcements } from './data/announcements'
import { datis } from './data/datis'
import { faqs } from './data/faqs'
import { seedFrame } from './data/frame'
import { guidelines } from './data/guidelines'
import { legacyRedirects } from './data/legacy'
import { news } from './data/news'
import { pages } from './data/pages'
import { resources } from './data/resources'
import { seedSearch } from './data/search'
import { supportos } from './data/supportos'
import { PROMOTORI } from '../../content/taxonomies'
import { beneficiaries, measures } from './data/programme'
import { updates } from './data/updates'
import { DEMO_EDITOR } from './data/users'
import { seedDocuments } from './documents'
import { seedMedia } from './media'
import { Refs } from './refs'
import { seedRedirects } from './redirects'
import { Seeder, type Data, type Outcome } from './seeder'

const SEEDED_COLLECTIONS = [
  'enteBeneficiarios',
  'entePromotores',
  'misuras',
  'media',
  'documents',
  'pages',
  'faqs',
  'news',
  'resources',
  'supportos',
  'datis',
  'guidelines',
  'updates',
  'announcements',
  'legacyRedirects',
  'redirects',
  'users',
] as const satisfies readonly CollectionSlug[]

export type SeedReport = {
  /** What the run did, per collection. */
  outcomes: Record<string, Record<Outcome, number>>
  /** Documents per collection after the run. */
  counts: Record<string, number>
  /** The demo editor created by this run, with the password it got (null: none created). */
  editor: { email: string; password: string } | null
}

export type SeedOptions = {
  /** The demo editor's password when it is created; null: no editor account at all. */
  editorPassword: string | null
}

/** The filter lists, with the pages of measures and beneficiary types (data/programme.ts). */
async function seedProgrammeLists(seeder: Seeder, refs: Refs): Promise<void> {
  for (const item of beneficiaries()) refs.set('enteBeneficiarios', item.label, await seeder.upsert('enteBeneficiarios', 'label', item))
  for (const label of PROMOTORI) refs.set('entePromotores', label, await seeder.upsert('entePromotores', 'label', { label }))
  for (const item of measures(refs)) refs.set('misuras', item.label, await seeder.upsert('misuras', 'label', item))
}

async function seedAll<S extends CollectionSlug>(seeder: Seeder, collection: S, key: string, items: Data<S>[]): Promise<void> {
  for (const item of items) await seeder.upsert(collection, key, item)
}

async function seedPages(seeder: Seeder, refs: Refs): Promise<void> {
  for (const page of pages(refs)) refs.set('pages', page.slug, await seeder.upsert('pages', 'slug', page))
}

async function countAll(payload: Payload): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const collection of SEEDED_COLLECTIONS) {
    counts[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  return counts
}

/**
 * Writes the demo content. Idempotent: documents are matched by natural key
 * (slug, label, name, title, filename, email), updated only when they differ.
 */
export async function seed(payload: Payload, options: SeedOptions): Promise<SeedReport> {
  const seeder = new Seeder(payload)
  const refs = new Refs()
  await seedProgrammeLists(seeder, refs)
  await seedMedia(seeder, refs)
  await seedDocuments(seeder)
  await seedPages(seeder, refs)
  await seedAll(seeder, 'faqs', 'slug', faqs(refs))
  await seedAll(seeder, 'news', 'slug', news(refs))
  await seedAll(seeder, 'resources', 'slug', resources(refs))
  await seedAll(seeder, 'supportos', 'slug', supportos())
  await seedAll(seeder, 'datis', 'slug', datis(refs))
  await seedAll(seeder, 'guidelines', 'title', guidelines())
  await seedAll(seeder, 'updates', 'title', updates(refs))
  await seedAll(seeder, 'announcements', 'name', await announcements(refs, seeder))
  await seedAll(seeder, 'legacyRedirects', 'legacyId', legacyRedirects())
  await seedRedirects(seeder)
  await seedSearch(seeder)
  await seedFrame(seeder)
  const editor = await seedEditor(seeder, options.editorPassword)
  return { outcomes: Object.fromEntries(seeder.tally), counts: await countAll(payload), editor }
}

/** The demo editor, created once with the given password (an existing account keeps its own). */
async function seedEditor(seeder: Seeder, password: string | null): Promise<SeedReport['editor']> {
  if (password === null) return null
  const { email, name, role } = DEMO_EDITOR
  const created = !(await seeder.find('users', 'email', email))
  await seeder.upsert('users', 'email', { email, name, role }, { createOnly: { password } })
  return created ? { email, password } : null
}

/** Seeds only a database without pages (first start). Returns null when skipped. */
export async function seedIfEmpty(payload: Payload, options: SeedOptions): Promise<SeedReport | null> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  return totalDocs === 0 ? seed(payload, options) : null
}
