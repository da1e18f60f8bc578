export * from './routes.js';
export * from './storage-keys.js';
export * from './constants.js';
export * from './events.js';
export * from './request.js';
export * from './trial-status.js';
export * from './api/index.js';
export * from './marketing/index.js';
