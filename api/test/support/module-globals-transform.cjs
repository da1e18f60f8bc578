// @swc/jest, plus one line at the top of each module that binds the built-ins it may use to
// module constants. Jest runs tests in a vm context, whose global object answers every lookup
// through an interceptor: `Math.abs` there is ~50× slower than in node (7.3 s against 0.12 s for
// 2·10⁷ calls), which doubled the triage's time in the API suite. A module constant is read
// directly. Only built-ins Jest never replaces are bound (not Date, timers or performance, which
// fake timers swap), and the same objects are bound, so spies on their methods still work.
const swcJest = require('@swc/jest');

const BUILT_INS = (
  'Math JSON Object Array Number String Boolean Symbol BigInt Map Set WeakMap WeakSet RegExp ' +
  'Reflect Proxy Promise ArrayBuffer DataView Float64Array Float32Array Int32Array Uint32Array ' +
  'Int16Array Uint16Array Int8Array Uint8Array Uint8ClampedArray Error TypeError RangeError ' +
  'isNaN isFinite parseInt parseFloat encodeURIComponent decodeURIComponent Infinity NaN'
).split(' ');
// On the first line, before the module's own: its line numbers (and stack traces) stay the same.
const PREFIX = `const { ${BUILT_INS.join(', ')} } = globalThis; `;

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    const withPrefix = (out) => ({ ...out, code: PREFIX + out.code });
    return {
      ...swc,
      process: (...args) => withPrefix(swc.process(...args)),
      processAsync: async (...args) => withPrefix(await swc.processAsync(...args)),
      getCacheKey: (...args) => `${swc.getCacheKey(...args)}:module-globals-1`,
    };
  },
};
