/**
 * Adds N generated documents of each main type (news, FAQs, guides and resources, updates) to
 * the database of DATA_DIR / DATABASE_URL, with the search bench's Italian-like text, published
 * and dated over the last years. `tsx bench/scale/generate.ts 1000`
 * One process grows by about 5 MB per four documents (seen at 4,700: 22 GB): bench/scale/run.sh
 * calls it in batches of 500.
 */
import { getPayload } from 'payload'
import config from '@payload-config'
import { doc, p } from '../../src/content/lexical'
import { FAQ_CATEGORIES } from '../../src/content/paths'
import { generateRecords, pick, random } from '../search/corpus'

const COUNT = Number(process.argv[2] ?? 1000)
const DAY = 86_400_000

async function main() {
  const payload = await getPayload({ config })
  // Run again, it adds more: slugs and texts go on from the documents generated before.
  const from = (await payload.count({ collection: 'news', where: { slug: { like: 'notizia-generata-' } } })).totalDocs
  const records = generateRecords(COUNT * 4, 16 + from)
  const rnd = random(7 + from)
  const options = { overrideAccess: true, depth: 0, context: { skipRevalidate: true } } as const
  const started = Date.now()
  for (let n = 0; n < COUNT; n++) {
    const i = from + n
    const [a, b, c, d] = records.slice(n * 4, n * 4 + 4)
    const date = new Date(Date.now() - Math.floor(rnd() * 5 * 365) * DAY - DAY).toISOString()
    const body = (text: string) => [{ blockType: 'richText' as const, content: doc(...text.split('\n').map((line) => p(line))) }]
    const summary = (text: string) => text.split('\n')[0]!.slice(0, 180)
    await payload.create({ collection: 'news', data: { title: a!.title, slug: `notizia-generata-${i}`, summary: summary(a!.content), customUpdateDate: date, body: body(a!.content), _status: 'published' }, ...options })
    await payload.create({ collection: 'faqs', data: { title: b!.title, slug: `domanda-generata-${i}`, category: pick(rnd, FAQ_CATEGORIES).value, customUpdateDate: date, body: body(b!.content), _status: 'published' }, ...options })
    await payload.create({ collection: 'resources', data: { title: c!.title, slug: `risorsa-generata-${i}`, summary: summary(c!.content), data: date, body: body(c!.content) }, ...options })
    await payload.create({ collection: 'updates', data: { title: d!.title, customUpdateDate: date, cta: { text: 'Leggi', href: `/notizie/notizia-generata-${i}`, target: '_self' } }, ...options })
    if ((n + 1) % 250 === 0) console.log(`${n + 1}/${COUNT} (${Math.round((Date.now() - started) / 1000)} s)`)
  }
  // The search index follows this version: one change for the whole import.
  await payload.updateGlobal({ slug: 'searchState', data: { version: `bench-${Date.now().toString(36)}` }, overrideAccess: true })
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
