// Rewrites rgb()/hsl() colours with literal arguments as hex before Next minifies the CSS.
// Next's minifier turns Bootstrap Italia's rgb(0%,35%,70%) into rgb(0,35%,70%), which mixes
// numbers and percentages and is invalid, so browsers drop the declaration (e.g. the slim
// header lost its background).
const FN = /\b(rgba?|hsla?)\(\s*([^()]*?)\s*\)/gi

const clamp = (n) => Math.min(1, Math.max(0, n))
const part = (v, max) => (v.endsWith('%') ? parseFloat(v) / 100 : parseFloat(v) / max)
const hex = (n) => Math.round(clamp(n) * 255).toString(16).padStart(2, '0')

function hslToRgb(h, s, l) {
  const k = (n) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  return [0, 8, 4].map((n) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)))
}

function toHex(fn, args) {
  const parts = args.split(/\s*[,/]\s*|\s+/).filter(Boolean)
  if (parts.length < 3 || parts.length > 4 || !parts.every((p) => /^-?[\d.]+(%|deg)?$/.test(p))) return null
  const rgb = fn.startsWith('hsl')
    ? hslToRgb(((parseFloat(parts[0]) % 360) + 360) % 360, part(parts[1], 100), part(parts[2], 100))
    : parts.slice(0, 3).map((p) => part(p, 255))
  const alpha = parts[3] === undefined ? 1 : part(parts[3], 1)
  return `#${rgb.map(hex).join('')}${alpha < 1 ? hex(alpha) : ''}`
}

// A data URI ends at a raw '#' (the fragment): the hex colours written inside an SVG data URI
// must be '%23', or the icon is not drawn (Bootstrap Italia's alert and accordion icons).
function escapeDataUris(value) {
  const start = /url\(\s*(["']?)data:/gi
  let out = ''
  let done = 0
  for (let m = start.exec(value); m; m = start.exec(value)) {
    const from = m.index + m[0].length
    const to = value.indexOf(m[1] || ')', from)
    if (to < 0) break
    out += value.slice(done, from) + value.slice(from, to).replace(/#/g, '%23')
    done = to
    start.lastIndex = to
  }
  return out + value.slice(done)
}

const plugin = () => ({
  postcssPlugin: 'legacy-colors-to-hex',
  Declaration(decl) {
    if (!/(rgb|hsl)a?\(/i.test(decl.value)) return
    decl.value = escapeDataUris(decl.value.replace(FN, (match, fn, args) => toHex(fn.toLowerCase(), args) ?? match))
  },
})
plugin.postcss = true
module.exports = plugin
