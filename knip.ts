// knip: unused files, exports and dependencies. Run by CI (`npm run knip`).
import fs from 'node:fs'
import path from 'node:path'
import type { KnipConfig } from 'knip'

/** A Sass import as a file path: `x` is `_x.scss` or `x.scss` relative to the importer if there is one, else a package. */
function sassSource(source: string, importer: string): string {
  const base = path.resolve(path.dirname(importer), source)
  const candidates = [`${path.dirname(base)}/_${path.basename(base)}.scss`, `${base}.scss`, `${base}/_index.scss`]
  return candidates.find((file) => fs.existsSync(file)) ?? source.replace(/^~/, '')
}

// Sass imports (Bootstrap Italia's sources, our partials) count as imports.
const sassImports = (text: string, importer: string) =>
  [...text.matchAll(/@(?:use|import|forward)\s+['"]([^'"]+)['"]/g)]
    .map(([, source]) => `import '${sassSource(source, importer)}';`)
    .join('\n')

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        'src/cms/payload.config.ts',
        // Admin components are named by path in the Payload config; the generated import map imports them.
        'src/app/(payload)/admin/importMap.js',
        'src/ops/csp-cache-handler.cjs',
        'tests/**/*.{ts,mjs}',
        'bench/*.{ts,mjs}',
        'bench/{admin,charts,search,scale}/*.{ts,mjs}',
        'scripts/*.mjs',
        'build/*.{cjs,js,mjs}',
      ],
      project: ['src/**/*.{ts,tsx,cjs,scss}', 'tests/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}', 'scripts/*.mjs', 'build/*'],
      // bench/lighthouse.mjs runs with bench/'s own packages (bench/package.json).
      ignore: ['bench/lighthouse.mjs'],
      // Debian's nginx, Java and PostgreSQL client, started by the tests.
      ignoreBinaries: ['nginx', 'java', 'psql'],
      // The W3C checker's jar, found with require.resolve-like lookup in tests/e2e/pages/html-valid.spec.ts.
      ignoreDependencies: ['vnu-jar'],
    },
  },
  compilers: { scss: sassImports },
}

export default config
