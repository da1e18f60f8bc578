// Browser-only helpers shared by the shell and every remote: who the person is, their trial.
export * from './device-storage.js';
export * from './person.js';
export * from './session.js';
export * from './trial.js';
export * from './trial-status-query.js';
export * from './subscribed.js';
export * from './known-person.js';
export * from './download.js';
export * from './push.js';
export * from './offline-queue.js';
export * from './offline-send.js';
export * from './offline-entry-text.js';
