// The blood-test interpreter (mfe-marketing), on the lab rules the API's report reads with
// (clinical/labs.ts). A subpath of its own, so the API never loads it.
export * from './blood-marker-bands.js';
export * from './blood-markers.js';
