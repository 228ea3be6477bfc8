import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as sass from 'sass'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const root = path.resolve(import.meta.dirname, '../..')
// next/font's font reader, and the system fonts' metrics next ships (Capsize).
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default
const systemFonts = require('next/dist/server/capsize-font-metrics.json')

// next/font's average width (get-fallback-metrics-from-font-file.js), in em.
const SAMPLE = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      '
function measure(file: string) {
  const font = fontkit(fs.readFileSync(file))
  const widths: number[] = font.glyphsForString(SAMPLE).map((g: { advanceWidth: number }) => g.advanceWidth)
  const em = font.unitsPerEm
  return { width: widths.reduce((a, b) => a + b, 0) / widths.length / em, ascent: font.ascent / em, descent: -font.descent / em }
}
const titillium = (face: string) => measure(path.join(root, `node_modules/bootstrap-italia/dist/fonts/Titillium_Web/titillium-web-v10-latin-ext_latin-${face}.woff2`))
// Arial's, as next/font measured it (Arial itself is not on this machine).
const ARIAL = { regular: 934.5116279069767 / 2048, bold: 1011.047 / 2048 }
const capsizeWidth = (font: string, variant: string) => (variant === 'regular' ? systemFonts[font].xWidthAvg : systemFonts[font].variants[variant].xWidthAvg)

const faces = [
  { weight: '300', style: 'normal', file: '300', arial: 'regular', roboto: '300' },
  { weight: '400', style: 'normal', file: 'regular', arial: 'regular', roboto: 'regular' },
  { weight: '400', style: 'italic', file: 'italic', arial: 'regular', roboto: 'italic' },
  { weight: '600', style: 'normal', file: '600', arial: 'bold', roboto: '700' },
  { weight: '700', style: 'normal', file: '700', arial: 'bold', roboto: '700' },
] as const

function compiledFaces() {
  const { css } = sass.compile(path.join(root, 'src/styles/_font-fallback.scss'))
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => Object.fromEntries([...body!.matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, k, v]) => [k!, v!.trim()])))
}
const percent = (value: string | undefined) => Number(value?.replace('%', ''))

describe('titillium-fallback', () => {
  const declared = compiledFaces()

  it.each(faces)('$weight $style: Arial-like and Roboto faces sized to Titillium’s average width, with its ascent and descent', (face) => {
    const own = titillium(face.file)
    const arialSize = own.width / ARIAL[face.arial]
    const arialKey = face.arial === 'bold' ? '700' : 'regular'
    const robotoSize = (arialSize * capsizeWidth('arial', arialKey)) / capsizeWidth('roboto', face.roboto)
    for (const [family, size] of [['titillium-fallback', arialSize], ['titillium-fallback-roboto', robotoSize]] as const) {
      const found = declared.find((d) => d['font-family'] === family && d['font-weight'] === face.weight && d['font-style'] === face.style)
      expect(found, `${family} ${face.weight} ${face.style}`).toBeDefined()
      expect(percent(found!['size-adjust'])).toBeCloseTo(size * 100, 1)
      expect(percent(found!['ascent-override'])).toBeCloseTo((own.ascent / size) * 100, 1)
      expect(percent(found!['descent-override'])).toBeCloseTo((own.descent / size) * 100, 1)
    }
  })

  it('takes Arial’s measures, which Liberation Sans shares (Debian’s fonts-liberation, installed by scripts/test.sh)', () => {
    const liberation = (face: string) => measure(`/usr/share/fonts/truetype/liberation/LiberationSans-${face}.ttf`).width
    expect(liberation('Regular')).toBeCloseTo(ARIAL.regular, 6)
    expect(liberation('Bold')).toBeCloseTo(ARIAL.bold, 6)
  })
})
