import fs from 'node:fs'
import path from 'node:path'

const SPRITE = path.join(process.cwd(), 'node_modules/bootstrap-italia/dist/svg/sprites.svg')
const SYMBOL = /<symbol id="(it-[a-z0-9-]+)" viewBox="([\d .]+)">([\s\S]*?)<\/symbol>/g

let symbols: Map<string, { viewBox: string; body: string }> | null = null

/** Bootstrap Italia's sprite, read once on the server: a link's icon is inlined, no sprite request. */
function iconSymbols(): Map<string, { viewBox: string; body: string }> {
  if (!symbols) {
    const sprite = fs.existsSync(SPRITE) ? fs.readFileSync(SPRITE, 'utf8') : ''
    symbols = new Map([...sprite.matchAll(SYMBOL)].map(([, id, viewBox, body]) => [id!, { viewBox: viewBox!, body: body! }]))
  }
  return symbols
}

/** The icon an editor named on a link ("arrow-right" or "it-arrow-right"); nothing for an unknown name. Decorative. */
export function LinkIcon({ name, className = 'icon icon-sm' }: { name: string | null | undefined; className?: string }) {
  const id = name?.trim().toLowerCase().replace(/^(it-)?/, 'it-')
  const symbol = id ? iconSymbols().get(id) : undefined
  if (!symbol) return null
  // The markup is the package's own sprite, never editor input (the name only picks a symbol).
  return <svg className={`${className} sito-link-icon`} viewBox={symbol.viewBox} aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: symbol.body }} />
}
