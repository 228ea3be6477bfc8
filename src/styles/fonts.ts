import localFont from 'next/font/local'

/**
 * Titillium Web from our own origin through next/font: hashed immutable files, the weights
 * preloaded, and while they load, stand-ins that take the same room, so the swap moves nothing
 * (CLS): `titillium-fallback` and `titillium-fallback-roboto` (_font-fallback.scss), system fonts
 * resized per face. next/font's own fallback is one Arial face for all five.
 */
// next/font reads these options at build time: literal values only.
export const titillium = localFont({
  src: [
    { path: '../../node_modules/bootstrap-italia/dist/fonts/Titillium_Web/titillium-web-v10-latin-ext_latin-300.woff2', weight: '300', style: 'normal' },
    { path: '../../node_modules/bootstrap-italia/dist/fonts/Titillium_Web/titillium-web-v10-latin-ext_latin-regular.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/bootstrap-italia/dist/fonts/Titillium_Web/titillium-web-v10-latin-ext_latin-italic.woff2', weight: '400', style: 'italic' },
    { path: '../../node_modules/bootstrap-italia/dist/fonts/Titillium_Web/titillium-web-v10-latin-ext_latin-600.woff2', weight: '600', style: 'normal' },
    { path: '../../node_modules/bootstrap-italia/dist/fonts/Titillium_Web/titillium-web-v10-latin-ext_latin-700.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--sito-font',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['titillium-fallback', 'titillium-fallback-roboto'],
})
