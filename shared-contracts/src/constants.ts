/**
 * Business constants and timings of spec §9, one module each: a bundle's first load carries only
 * the ones its first screen reads (the build drops unused modules, not unused objects).
 */
export * from './constants/time.js';
export * from './constants/trial.js';
export * from './constants/price.js';
export * from './constants/timings.js';
export * from './constants/limits.js';
export * from './constants/ui.js';
export * from './constants/legal.js';
export * from './constants/refund-policy.js';
