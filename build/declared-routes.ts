import type { ComponentType } from 'react';
import type { DeclaredRoute } from '@tm/shared-contracts';

/**
 * For a remote's routes test: the paths it declares in `routes.json` (what the gateway publishes)
 * against the screens its `./routes` module exposes. Returns what does not match, so a page
 * declared without a screen, or a screen nobody can reach, fails the remote's own build.
 */
export function routeMismatches(declared: DeclaredRoute[], screens: Record<string, ComponentType>) {
  const paths = declared.map((route) => route.path);
  return {
    withoutScreen: paths.filter((path) => !screens[path]),
    undeclared: Object.keys(screens).filter((path) => !paths.includes(path)),
    malformed: paths.filter((path, i) => !path.startsWith('/') || paths.indexOf(path) !== i),
  };
}
