// Pure clinical knowledge shared by the API (assistant triage, report) and the browser
// (interpreter): Spanish text matching, medicines, emergency contacts.
export * from './text.js';
export * from './matcher.js';
export * from './medicines.js';
export * from './emergency-contacts.js';
export * from './labs.js';
export * from './lab-readings.js';
export * from './lab-text.js';
export * from './mentions.js';
export * from './conditions.js';
export * from './facts.js';
export * from './medicine-names.js';
export * from './readability.js';
export * from './body-measures.js';
export * from './glucose-stats.js';
export * from './cautions.js';
