// The assistant's own tests, CommonJS through the shared preset. `swcrc: false` because api/.swcrc
// (the build's) excludes *.test.ts, which @swc/jest would otherwise honour.
const preset = require('../../../../jest.preset.cjs');
const [swcJest, swcOptions] = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  transform: { '^.+\\.(t|j)sx?$': [swcJest, { ...swcOptions, swcrc: false }] },
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.test.ts'],
  testEnvironment: 'node',
};
