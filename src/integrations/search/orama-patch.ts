/**
 * Orama 3.1.18's RadixNode.findAllWords keeps each word's documents unique with
 * `docs.includes(id)` before every push: quadratic in the documents of a word, which
 * made common words cost tens of milliseconds at 10,000 documents. Same logic here,
 * with a Set for the membership test. Applied once, at import.
 *
 * Why a patch and not a public API: Orama's documented extension points (components: tokenizer,
 * index, documentsStore, sorter; plugins: before/after insert and search hooks) do not reach the
 * radix tree's word walk; the only way around it through them is a whole `index` component, i.e.
 * re-writing Orama's BM25 scoring. 3.1.18 is the latest release on npm (checked 27 November 2026) and has the
 * quadratic loop. So the package is pinned to this exact version in package.json, and
 * orama-patch.test.ts fails on any other installed version: whoever upgrades checks that
 * findAllWords still has the loop (then moves PATCHED_FOR) or drops this file.
 */
import { radix } from '@orama/orama/trees'
import { withinEdits } from './edits'

/** The exact Orama release whose RadixNode.findAllWords this file replaces. */
export const PATCHED_FOR = '3.1.18'

type Node = { e: boolean; w: string; d: Set<unknown>; c: Map<string, Node> }
type Output = Record<string, unknown[]>

const own = (o: Output, k: string) => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined)

function findAllWords(this: Node, output: Output, term: string, exact: boolean, tolerance: number): Output {
  const stack: Node[] = [this]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (node.e) {
      const { w, d: ids } = node
      if (exact && w !== term) continue
      if (own(output, w) !== null) {
        if (tolerance) {
          if (withinEdits(term, w, tolerance)) output[w] = []
          else continue
        } else output[w] = []
      }
      const docs = own(output, w)
      if (docs != null && ids.size > 0) {
        const seen = new Set(docs)
        for (const id of ids) {
          if (!seen.has(id)) {
            seen.add(id)
            docs.push(id)
          }
        }
      }
    }
    if (node.c.size > 0) stack.push(...node.c.values())
  }
  return output
}

const proto = radix.RadixNode.prototype as unknown as { findAllWords: typeof findAllWords; __sitoPatched?: boolean }
if (!proto.__sitoPatched) {
  proto.findAllWords = findAllWords
  proto.__sitoPatched = true
}
