import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the stand-in module returned when a remote cannot be loaded. */
export const REMOTE_UNAVAILABLE = '__tmRemoteUnavailable';

/**
 * Second failure layer: any failed `loadRemote` (server down, 404, bad manifest, script error)
 * resolves to a known stand-in instead of an opaque runtime error, so the shell can show its
 * Spanish error card in that area only. Kept free of app imports: it runs inside the MF runtime.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tm-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only whole-module loads get a stand-in; a manifest stand-in would be read as a manifest.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`No se pudo cargar el módulo remoto ${id}.`, error);
      return { screens: {}, [REMOTE_UNAVAILABLE]: true };
    },
  };
}
