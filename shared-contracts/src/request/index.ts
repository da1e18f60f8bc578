// The browser's request layer (spec §7): transport, the typed call and the query keys. The only
// place in the bundles that turns an endpoint into a URL.
export * from './resolve-url.js';
export * from './http.js';
export * from './call.js';
export * from './query-keys.js';
