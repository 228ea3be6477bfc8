import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.resolve(import.meta.dirname, 'src/cms/payload.config.ts') },
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
      // What Next uses in the App Router (React.lazy, rendered on the server); the default export is the Pages Router's.
      { find: /^next\/dynamic$/, replacement: 'next/dist/shared/lib/app-dynamic.js' },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    env: { TZ: 'UTC' },
  },
})
