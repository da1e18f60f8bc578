// The one script of the prerendered landing (/), put in place of the app's by the gateway
// (server/prerendered-landing.mjs): a few hundred bytes instead of the app with its federation
// runtime. The landing is read and its links followed without the app; the app is loaded at the
// person's first interaction or once the browser is idle after load, and a click made before it
// owns the page is held and given to the live page.
import { STORAGE_KEYS, storedLanguageIsEnglish } from '@tm/shared-contracts';
import { onFirstInteractionOrIdle } from './boot-trigger.js';
import { holdEarlyClicks } from './early-clicks.js';

const script = document.currentScript as HTMLScriptElement;
const root = document.getElementById('root');

function loadApp(): Promise<void> {
  const app = document.createElement('script');
  app.src = script.dataset.app!;
  const loaded = new Promise<void>((resolve, reject) => {
    app.onload = () => resolve();
    app.onerror = () => reject(new Error('No se pudo cargar la aplicación.'));
  });
  document.head.append(app);
  return loaded;
}

/**
 * The prerender is a new visitor's page in Spanish: someone who chose English, or a person this
 * device knows (her own links and badge in the header), gets her page as soon as it can load.
 */
const prerenderIsHers = () =>
  !storedLanguageIsEnglish() && !window.localStorage.getItem(STORAGE_KEYS.userId);

if (root) {
  const booted = new Promise<void>((resolve, reject) => {
    const start = () => void loadApp().then(resolve, reject);
    if (prerenderIsHers()) onFirstInteractionOrIdle(start);
    else start();
  });
  holdEarlyClicks(root, booted);
}
