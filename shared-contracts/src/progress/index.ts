// Mi progreso (issue 19): pure helpers the browser and the API share.
export * from './device-csv.js';
export * from './readings-csv.js';
export * from './fasting-trend.js';
export * from './glucose-moments.js';
