// Pure marketing rules: blood-marker interpretation, diagnosis scoring, testimonials, pre-registration.
export * from './blood-marker-bands.js';
export * from './blood-markers.js';
export * from './diagnosis-patterns.js';
export * from './diagnosis.js';
export * from './testimonials.js';
export * from './pre-registro.js';
