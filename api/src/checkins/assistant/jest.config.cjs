module.exports = {
  ...require('../../../../jest.preset.cjs'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.test.ts'],
  testEnvironment: 'node',
};
