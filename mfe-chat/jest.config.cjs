module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: '<rootDir>/../build/jest-jsdom-environment.cjs',
};
