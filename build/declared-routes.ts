import type { ComponentType } from 'react';
import { headerLinkOf } from '@tm/shared-contracts';

/**
 * For a remote's routes test: the paths it declares in `routes.json` (what the gateway publishes)
 * against the screens its `./routes` module exposes. Returns what does not match, so a page
 * declared without a screen, a screen nobody can reach, or a malformed declaration fails the
 * remote's own build.
 */
export function routeMismatches(
  declared: { path: string; nav?: unknown }[],
  screens: Record<string, ComponentType>,
) {
  const paths = declared.map((route) => route.path);
  return {
    withoutScreen: paths.filter((path) => !screens[path]),
    undeclared: Object.keys(screens).filter((path) => !paths.includes(path)),
    // A bad path, a path declared twice, or a header link the shell would not show.
    malformed: declared
      .filter(
        ({ path, nav }, i) =>
          !path.startsWith('/') ||
          paths.indexOf(path) !== i ||
          (nav !== undefined && !headerLinkOf(nav)),
      )
      .map((route) => route.path),
  };
}
