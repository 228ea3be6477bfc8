import { createRequire } from 'node:module'
import path from 'node:path'
import postcss from 'postcss'
import * as sass from 'sass'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const legacyColors = require('../../build/postcss-legacy-colors.cjs')
const root = path.resolve(import.meta.dirname, '../..')

/** The site stylesheet as the build writes it: Sass, then the PostCSS step of postcss.config.cjs. */
async function compiledSiteCss(): Promise<string> {
  const { css } = sass.compile(path.join(root, 'src/styles/site.scss'), {
    loadPaths: [path.join(root, 'node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'mixed-decls'],
  })
  return (await postcss([legacyColors]).process(css, { from: undefined })).css
}

/** Every data URI in the CSS, from `data:` to its closing quote or parenthesis. */
const dataUris = (css: string) => [...css.matchAll(/url\(\s*(["']?)(data:.*?)\1\s*\)/g)].map((m) => m[2])

describe('compiled CSS', () => {
  it('has no raw # inside url(data:...) (it would end the URI and blank the icon)', async () => {
    const uris = dataUris(await compiledSiteCss())
    expect(uris.length).toBeGreaterThan(5)
    expect(uris.filter((u) => u.includes('#'))).toEqual([])
    expect(uris.some((u) => u.includes("fill='%23"))).toBe(true)
  }, 60_000)

  it('escapes # only inside data URIs', async () => {
    const out = await postcss([legacyColors]).process(`a{color:rgb(0%,40%,80%);background:url("data:image/svg+xml,%3Csvg fill='rgb(255,0,0)'%3E") #fff}`, { from: undefined })
    expect(out.css).toBe(`a{color:#0066cc;background:url("data:image/svg+xml,%3Csvg fill='%23ff0000'%3E") #fff}`)
  })
})
