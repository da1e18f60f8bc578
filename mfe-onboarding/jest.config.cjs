module.exports = {
  ...require('../jest.preset.cjs'),
  testEnvironment: '@tm/build/jest-jsdom-environment',
};
