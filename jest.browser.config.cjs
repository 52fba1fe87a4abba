/**
 * Browser tests: Debian's Chromium driven by playwright-core against the built app (dist/),
 * served by the real server on a free port with a throw-away data directory.
 */
module.exports = {
  displayName: 'browser',
  testEnvironment: '<rootDir>/tests/browser/support/environment.cjs',
  testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/tests/browser/support/globalSetup.mjs',
  globalTeardown: '<rootDir>/tests/browser/support/globalTeardown.mjs',
  testTimeout: 60000,
  // Two workers, each with its own server (support/globalSetup.mjs).
  maxWorkers: 2,
};
