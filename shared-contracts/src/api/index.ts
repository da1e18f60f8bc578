// Endpoint contracts (spec §7), one file per domain; the registry lists them all. The test-only
// endpoints are not exported here (see test-endpoints.ts).
export * from './text.js';
export * from './send-key.js';
export * from './errors.js';
export * from './users.js';
export * from './trial.js';
export * from './intake.js';
export * from './reports.js';
export * from './observation-log.js';
export * from './checkins.js';
export * from './progress.js';
export * from './modules.js';
export * from './billing.js';
export * from './notifications.js';
export * from './reminders.js';
export * from './health.js';
export * from './account.js';
export * from './sign-in.js';
export * from './endpoint.js';
export * from './endpoint-routes.js';
export * from './endpoints.js';
export * from './registry.js';
export * from './openapi.js';
