import type { CollectionBeforeOperationHook, Field, Plugin } from 'payload'
import { readItalianNumber } from '@/content/italian-number'
import { fieldError } from '../fields/typed-text'

type Data = Record<string, unknown>
type Path = (number | string)[]

const isData = (x: unknown): x is Data => typeof x === 'object' && x !== null && !Array.isArray(x)

/** The label italianNumber() marks its fields with (`custom.italianNumber`). */
const numberLabel = (f: Field): string | undefined => (f.type === 'number' ? (f.custom?.italianNumber as string | undefined) : undefined)

function readNumber(f: Field & { name: string }, data: Data, path: Path): void {
  const label = numberLabel(f)
  const value = data[f.name]
  if (!label || value === undefined || value === null) return
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw fieldError(label, path, `«${value}» non è un numero: scrivi le cifre, per esempio 11.200,50.`)
    return
  }
  const read = typeof value === 'string' ? readItalianNumber(value) : { ok: false as const, error: `«${JSON.stringify(value)}» non è un numero: scrivi le cifre, per esempio 11.200,50.` }
  if (!read.ok) throw fieldError(label, path, read.error)
  data[f.name] = read.value
}

/** Every Italian number field in `data`, in groups, tabs, arrays and blocks: text read the Italian way, in place. */
function walk(fields: Field[], data: Data, path: Path): void {
  for (const f of fields) {
    if (f.type === 'tabs') {
      for (const tab of f.tabs) {
        if ('name' in tab && tab.name) {
          if (isData(data[tab.name])) walk(tab.fields, data[tab.name] as Data, [...path, tab.name])
        } else walk(tab.fields, data, path)
      }
      continue
    }
    if (!('name' in f) || !f.name) {
      if ('fields' in f) walk(f.fields, data, path)
      continue
    }
    const value = data[f.name]
    const here = [...path, f.name]
    if (f.type === 'number') readNumber(f, data, here)
    else if (f.type === 'group' && isData(value)) walk(f.fields, value, here)
    else if (f.type === 'array' && Array.isArray(value)) value.forEach((row, i) => isData(row) && walk(f.fields, row, [...here, i]))
    else if (f.type === 'blocks' && Array.isArray(value)) {
      value.forEach((row, i) => {
        const block = isData(row) ? f.blocks.find((b) => b.slug === row.blockType) : undefined
        if (block) walk(block.fields, row as Data, [...here, i])
      })
    }
  }
}

/**
 * Numbers as Italians write them, whichever way they come in (REST, local API, imports, jobs):
 * Payload turns a text into a number with parseFloat before any field hook runs («1.250.000 €»
 * would be 1.25, «11.200,50» 11.2), so the text is read here, before the operation, or refused
 * with a 400 naming the field.
 */
const readItalianInputs: CollectionBeforeOperationHook = ({ args, operation, collection }) => {
  const data = (args as { data?: unknown }).data
  if ((operation === 'create' || operation === 'update') && isData(data)) walk(collection.fields, data, [])
  return args
}

export const italianInputs: Plugin = (config) => ({
  ...config,
  // Payload's own collections (jobs, preferences, locks) hold no Italian numbers.
  collections: config.collections?.map((c) => (c.slug.startsWith('payload-') ? c : { ...c, hooks: { ...c.hooks, beforeOperation: [readItalianInputs, ...(c.hooks?.beforeOperation ?? [])] } })),
})
