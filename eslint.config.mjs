// Lint rules for the whole project: TypeScript, React hooks, accessibility of JSX, Next.js.
import nextPlugin from '@next/eslint-plugin-next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      // The image step's bundle (deploy/image/build.sh), left from an earlier run of the suite.
      '.image/**',
      '.tools/**',
      'node_modules/**',
      'test-results/**',
      'bench/out/**',
      'bench/lighthouse/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/cms/migrations/**',
      'src/app/(payload)/**',
    ],
  },
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  nextPlugin.configs['core-web-vitals'],
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/**'],
    rules: Object.fromEntries(Object.keys(reactHooks.rules).map((rule) => [`react-hooks/${rule}`, 'off'])),
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
