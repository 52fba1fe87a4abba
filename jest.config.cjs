/**
 * Jest: unit, component and server tests. Browser tests have their own config
 * (jest.browser.config.cjs) and run against the built app served by the real server.
 */
const swc = [
  '<rootDir>/tests/support/swcWithGlob.cjs',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // ESM-only packages are compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook|@fontsource|cookie)/)'],
  moduleNameMapper: {
    '\\.(css|png|svg|woff2?)$': '<rootDir>/tests/support/fileStub.cjs',
    // The route index and the descriptions' loaders Vite builds (vite.config.ts), built alike.
    '^virtual:resource-index$': '<rootDir>/tests/support/resourceIndex.ts',
    '^virtual:resource-loaders$': '<rootDir>/tests/support/resourceLoaders.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

/** The jsdom projects' environment. */
const dom = {
  ...common,
  testEnvironment: '<rootDir>/tests/support/jsdom-environment.cjs',
  setupFiles: ['<rootDir>/tests/support/polyfills.cjs'],
};

module.exports = {
  // Generous for a loaded 2-core machine; a test that hangs still fails. (A run-wide option:
  // inside a project it is ignored, and tests fell back to Jest's 5 s.)
  testTimeout: 20000,
  // A worker that holds more than this after a test file is replaced: the workers' heaps grew to
  // 3.6 GB over the run and their collections slowed every later file (the whole run on this
  // machine: 205 s, 188 s with the limit).
  workerIdleMemoryLimit: '1.5GB',
  projects: [
    {
      ...dom,
      displayName: 'app',
      setupFilesAfterEnv: [
        '<rootDir>/tests/support/setup-dom.ts',
        '<rootDir>/tests/support/setup-stories.ts',
      ],
      testMatch: ['<rootDir>/tests/{components,stories}/**/*.test.{ts,tsx}'],
    },
    {
      ...dom,
      displayName: 'unit',
      setupFilesAfterEnv: ['<rootDir>/tests/support/setup-dom.ts'],
      testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      // One seeded database for the whole run, copied by every server test.
      globalSetup: '<rootDir>/tests/support/serverTemplate.ts',
      globalTeardown: '<rootDir>/tests/support/serverTemplateTeardown.ts',
      testMatch: ['<rootDir>/tests/{server,tools}/**/*.test.ts'],
    },
  ],
  collectCoverageFrom: [
    'app/**/*.{ts,tsx}',
    'design-system/**/*.{ts,tsx}',
    'sagas/**/*.ts',
    'server/**/*.ts',
    '!**/*.d.ts',
  ],
  coverageReporters: ['text-summary', 'json-summary'],
};
