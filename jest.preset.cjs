// Shared Jest preset: TypeScript through swc, `.js` suffixes of ESM-style imports stripped.
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // A font file is a URL in the bundles; in tests, a stand-in one.
    '\\.woff2$': '<rootDir>/../build/jest-file-stub.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@tm/shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
    '^@tm/shared-contracts/clinical$': '<rootDir>/../shared-contracts/src/clinical/index.ts',
    '^@tm/shared-contracts/marketing$': '<rootDir>/../shared-contracts/src/marketing/index.ts',
    '^@tm/shared-contracts/ui$': '<rootDir>/../shared-contracts/src/ui/index.ts',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/../build/jest-async-timeout.cjs'],
};
