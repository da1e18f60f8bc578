// A toast's code loads with the first toast, not with every first page: its look and its
// request schema (with zod). Fetched ahead for a person too, so a toast still shows offline.
export const loadToastItem = () => import('./components/toast-item.js');
export const loadToastSchema = () => import('@tm/shared-contracts');

/** For a person, once the page has loaded: the service worker keeps both for offline. */
export const preloadToastCode = () => Promise.all([loadToastItem(), loadToastSchema()]);
