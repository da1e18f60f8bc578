const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  // The content tests read the Markdown through scripts/curriculum/read.mjs, as the generator does.
  transform: { ...preset.transform, '^.+\\.mjs$': Object.values(preset.transform)[0] },
  testEnvironment: '@tm/build/jest-jsdom-environment',
};
