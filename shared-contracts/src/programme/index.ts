export * from './curriculum-schema.js';
export * from './curriculum.generated.js';
export * from './schedule.js';
export * from './progress.js';
export * from './cautions.js';
