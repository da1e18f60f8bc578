// `@tm/shared-contracts/contracts`: what both sides of the wire agree on and nothing of the
// browser: zod schemas and endpoints, paths, storage keys, business constants and the pure rules
// that read them. The API imports only this (and `clinical`); `contracts.test.ts` checks that none
// of it reaches the request layer, the browser helpers, window events or the UI.
export * from './routes.js';
export * from './storage-keys.js';
export * from './session-keys.js';
export * from './constants.js';
export * from './event-schemas.js';
export * from './trial-status.js';
export * from './trial-status-schema.js';
export * from './weekly-chat.js';
export * from './observation-days.js';
export * from './pre-registro.js';
export * from './progress/index.js';
export * from './module-1.js';
export * from './programme/index.js';
export * from './api/index.js';
