import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // server-only guards the Next bundle; plain Node (Jest, scripts) has no react-server condition.
  moduleNameMapper: { '^server-only$': '<rootDir>/test/empty-module.js', '^@/(.*)$': '<rootDir>/$1' },
  // Unit tests only: Playwright's *.spec.ts stay out even when --testPathIgnorePatterns replaces the list below.
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  setupFilesAfterEnv: ['<rootDir>/test/expect-assertions.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  clearMocks: true,
}

export default createJestConfig(config)
