import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import jest from 'eslint-plugin-jest'
import playwright from 'eslint-plugin-playwright'

/** Enforces the house style's first line: every file in lib/data is server-only. */
const serverOnlyRule = {
  meta: { type: 'problem', schema: [], messages: { missing: "lib/data files must start with import 'server-only'." } },
  create(context) {
    return {
      Program(node) {
        const first = node.body[0]
        const ok = first?.type === 'ImportDeclaration' && first.source.value === 'server-only'
        if (!ok) context.report({ node, messageId: 'missing' })
      },
    }
  },
}

const nextAndNode = [
  { group: ['next', 'next/*'], message: 'lib/domain is pure: no Next.js imports.' },
  { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'lib/domain is pure: no React.' },
  { group: ['@/lib/data', '@/lib/data/*'], message: 'lib/domain must not read data.' },
  { group: ['node:*', 'fs', 'path', 'better-sqlite3'], message: 'lib/domain does no I/O.' },
]

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'out/**', 'build/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'coverage/**']),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Use the @/ alias instead of deep relative imports.' }, { group: ['next/dist/*'], message: 'Never import from next/dist.' }] },
      ],
    },
  },
  {
    files: ['lib/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: nextAndNode }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'lib/domain is deterministic: pass a seeded rng.' },
        { object: 'Date', property: 'now', message: 'lib/domain is deterministic: pass the time in.' },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'lib/api-client/**/*.ts', 'lib/health/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/lib/data', '@/lib/data/*'], message: 'Client code and components never import lib/data.' }] },
      ],
    },
  },
  {
    files: ['lib/data/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { local: { rules: { 'server-only': serverOnlyRule } } },
    rules: { 'local/server-only': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { jest },
    rules: {
      // Helpers named expect… (expectFailure, expectNameTable) assert on the test's behalf.
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      'jest/no-conditional-expect': 'error',
    },
  },
  {
    files: ['e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-networkidle': 'error',
      'playwright/expect-expect': 'error',
    },
  },
])
