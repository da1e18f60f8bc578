import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Each remote's remoteEntry.js is loaded in CORS mode, as its chunks are (`crossOriginLoading`):
 * the service worker keeps only answers it can read, so offline the app still finds every remote
 * it last used (issue 21). Every remote's server answers CORS for the shell's origin.
 */
export default function corsScriptsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tm-cors-scripts',
    createScript({ url }) {
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
  };
}
