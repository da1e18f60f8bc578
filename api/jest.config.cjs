// ESM through Jest's VM modules: Nest 12 ships ESM only, so tests are compiled to ESM as well.
const swcEsm = [
  '<rootDir>/test/support/module-globals-transform.cjs',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': swcEsm,
    // @fastify/cookie (CommonJS) requires cookie@2, which is ESM only.
    '/node_modules/cookie/.+\\.js$': ['@swc/jest', { swcrc: false, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@tm/shared-contracts/contracts$': '<rootDir>/../shared-contracts/src/contracts.ts',
    '^@tm/shared-contracts/clinical$': '<rootDir>/../shared-contracts/src/clinical/index.ts',
    '^@tm/shared-contracts/test-endpoints$':
      '<rootDir>/../shared-contracts/src/api/test-endpoints.ts',
  },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  // A hang guard, not a speed check: in CI this suite shares two cores with the e2e suite (browsers,
  // two API instances, PostgreSQL), and a file that once took 30 s took over 60 s beside it.
  testTimeout: 180_000,
};
