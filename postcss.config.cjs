// Replaces Next's default PostCSS setup: Bootstrap Italia's Sass already writes what the
// supported browsers need; the one plugin fixes colours before minification (see it).
module.exports = { plugins: { './build/postcss-legacy-colors.cjs': {} } }
