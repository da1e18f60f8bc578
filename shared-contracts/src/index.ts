// What the browser bundles import: the contracts, plus the browser's own parts (window events,
// the request layer, the person and trial helpers). The API imports `./contracts` instead.
export * from './contracts.js';
export * from './events.js';
export * from './request/index.js';
export * from './browser/index.js';
export * from './local-time.js';
