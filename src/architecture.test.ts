import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Folder groups of the layering app -> blocks/forms -> open-data -> programme -> components -> content (integrations,
 * ops as leaves). Open data and charts have one home, src/open-data; the chart block uses it.
 */
const GROUPS = [
  'src/app',
  'src/blocks',
  'src/open-data',
  'src/forms',
  'src/components',
  'src/programme',
  'src/content',
  'src/integrations',
  'src/ops',
  'src/cms/collections',
  'src/cms/fields',
  'src/cms/globals',
  'src/cms/hooks',
  'src/cms/seed',
  'src/cms/env', // read by every layer: a leaf
  'src/cms',
]

const ROOT = path.resolve(import.meta.dirname, '..')
// The Payload config is the composition root (it assembles every collection and block), loaded
// lazily where the CMS is used: depending on it is not a dependency between folders.
const COMPOSITION_ROOT = ['@payload-config', 'src/cms/payload.config']
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g

type Import = { file: string; spec: string; target: string }

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(rel)
    return /\.tsx?$/.test(entry.name) ? [rel] : []
  })
}

/** Repository-relative target of an import, or null for a package. */
function resolve(file: string, spec: string): string | null {
  if (COMPOSITION_ROOT.includes(spec)) return null
  if (spec.startsWith('@/')) return `src/${spec.slice(2)}`
  if (spec.startsWith('.')) return path.posix.join(path.posix.dirname(file), spec)
  return null
}

const imports: Import[] = sourceFiles('src').flatMap((file) =>
  [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)].flatMap(([, spec]) => {
    const target = resolve(file, spec!)
    return target && !COMPOSITION_ROOT.includes(target.replace(/\.tsx?$/, '')) ? [{ file, spec: spec!, target }] : []
  }),
)

// A test may drive a route from outside its folder (an endpoint test); only the seed rule applies to tests.
const isTest = (file: string) => /\.test\.tsx?$/.test(file)

const groupOf = (p: string) => GROUPS.find((g) => p === g || p.startsWith(`${g}/`) || p.startsWith(`${g}.`)) ?? null

/** One import per edge between two groups (production code). */
function edges(): Map<string, Map<string, Import>> {
  const graph = new Map<string, Map<string, Import>>()
  for (const imp of imports.filter((i) => !isTest(i.file))) {
    const from = groupOf(imp.file)
    const to = groupOf(imp.target)
    if (!from || !to || from === to) continue
    if (!graph.has(from)) graph.set(from, new Map())
    if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, imp)
  }
  return graph
}

/** The imports between groups that lie on a cycle (edges inside a strongly connected component). */
function cyclicImports(): string[] {
  const graph = edges()
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
    if (from === to) return true
    seen.add(from)
    return [...(graph.get(from)?.keys() ?? [])].some((next) => !seen.has(next) && reaches(next, to, seen))
  }
  return [...graph].flatMap(([from, targets]) =>
    [...targets]
      .filter(([to]) => reaches(to, from))
      .map(([to, imp]) => `${from} -> ${to}: ${imp.file} imports '${imp.spec}'`),
  )
}

describe('architecture', () => {
  it('reads the imports of the whole source tree', () => {
    expect(imports.length).toBeGreaterThan(500)
  })

  it('keeps the seed to itself: nothing outside src/cms/seed imports it', () => {
    const offending = imports
      .filter((imp) => groupOf(imp.target) === 'src/cms/seed' && groupOf(imp.file) !== 'src/cms/seed')
      .map((imp) => `${imp.file} imports '${imp.spec}'`)
    expect(offending).toEqual([])
  })

  it('lets blocks and components read content only through the named readers of src/content', () => {
    const offending = imports
      .filter((imp) => /^src\/(blocks|components)\//.test(imp.file) && !isTest(imp.file))
      .filter((imp) => imp.target.replace(/\.tsx?$/, '') === 'src/content/cms')
      .map((imp) => `${imp.file} imports '${imp.spec}'`)
    expect(offending).toEqual([])
  })

  it('keeps API route folders to themselves: pages and modules never import from src/app/api', () => {
    const offending = imports
      .filter((imp) => imp.target.startsWith('src/app/api/') && !imp.file.startsWith('src/app/api/') && !isTest(imp.file))
      .map((imp) => `${imp.file} imports '${imp.spec}'`)
    expect(offending).toEqual([])
  })

  it('keeps src/ops a leaf (it reads only the environment module) and the environment module one', () => {
    const offending = imports
      .filter((imp) => !isTest(imp.file))
      .filter((imp) => (groupOf(imp.file) === 'src/ops' && !['src/ops', 'src/cms/env'].includes(groupOf(imp.target)!)) || (groupOf(imp.file) === 'src/cms/env' && groupOf(imp.target) !== 'src/cms/env'))
      .map((imp) => `${imp.file} imports '${imp.spec}'`)
    expect(offending).toEqual([])
  })

  it('keeps open data in one home: src/open-data, used by the chart block, the routes and the CMS schema', () => {
    // Besides the home: the routes that serve it, and the collection, migrations and seed of the «datis» content type.
    const allowed = ['src/open-data/', 'src/blocks/Chart/', 'src/app/api/open-data/', 'src/cms/collections/', 'src/cms/migrations/', 'src/cms/seed/']
    const strays = sourceFiles('src').filter((f) => /opendata|open-data|datis|dcat|datapackage/i.test(f) && !allowed.some((a) => f.startsWith(a)))
    expect(strays).toEqual([])
  })

  it('has no import cycle between folders', () => {
    expect(cyclicImports()).toEqual([])
  })
})
