import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // server-only guards the Next bundle; plain Node (Jest, scripts) has no react-server condition.
  moduleNameMapper: { '^server-only$': '<rootDir>/test/empty-module.js', '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  clearMocks: true,
}

export default createJestConfig(config)
