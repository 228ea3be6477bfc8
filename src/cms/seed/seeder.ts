import type { CollectionSlug, File, Payload, RequiredDataFromCollectionSlug } from 'payload'
import { contains, withoutTimestamps } from './compare'

/** Passed on every write: the revalidation hooks skip work outside Next; Users lets the seed set the demo password. */
export const SEED_CONTEXT = { skipRevalidate: true, seed: true }

export type Data<S extends CollectionSlug> = RequiredDataFromCollectionSlug<S>
export type Outcome = 'creati' | 'aggiornati' | 'invariati'

type Options = {
  /** Only written when the document is created (e.g. a password). */
  createOnly?: Record<string, unknown>
  /** Upload file: sent on create, or on update when `replaceFile` is true. */
  file?: File
  replaceFile?: boolean
  /** Value to look the key up by, when it is not in `data` (e.g. a stored filename). */
  match?: unknown
}

type Doc = { id: number } & Record<string, unknown>

/** Upserts documents by a natural key and counts what happened per collection. */
export class Seeder {
  readonly tally = new Map<string, Record<Outcome, number>>()

  constructor(readonly payload: Payload) {}

  async find(collection: CollectionSlug, key: string, value: unknown): Promise<Doc | undefined> {
    const found = await this.payload.find({
      collection,
      where: { [key]: { equals: value } },
      limit: 1,
      depth: 0,
      pagination: false,
      context: SEED_CONTEXT,
    })
    return found.docs[0] as unknown as Doc | undefined
  }

  async upsert<S extends CollectionSlug>(collection: S, key: string, input: Data<S>, opts: Options = {}): Promise<number> {
    // Payload may annotate what it receives (block ids): never share example objects.
    const data = structuredClone(input)
    // Demo content is published: collections with drafts would otherwise create drafts.
    if (this.payload.collections[collection]?.config.versions?.drafts) Object.assign(data as object, { _status: 'published' })
    const existing = await this.find(collection, key, opts.match ?? (data as Record<string, unknown>)[key])
    if (!existing) {
      const doc = await this.payload.create({
        collection,
        data: { ...data, ...opts.createOnly } as never,
        file: opts.file,
        overwriteExistingFiles: true,
        depth: 0,
        context: SEED_CONTEXT,
      })
      this.count(collection, 'creati')
      return (doc as unknown as Doc).id
    }
    const file = opts.replaceFile ? opts.file : undefined
    if (!file && contains(existing, data)) {
      this.count(collection, 'invariati')
      return existing.id
    }
    await this.payload.update({
      collection,
      id: existing.id,
      data: withoutTimestamps(data) as never,
      file,
      overwriteExistingFiles: true,
      depth: 0,
      context: SEED_CONTEXT,
    })
    this.count(collection, 'aggiornati')
    return existing.id
  }

  private count(collection: string, outcome: Outcome): void {
    const row = this.tally.get(collection) ?? { creati: 0, aggiornati: 0, invariati: 0 }
    row[outcome] += 1
    this.tally.set(collection, row)
  }
}
