import type { ComponentType } from 'react';
import type { HeaderLink } from '@tm/shared-contracts';
import { useRouteLoaderData } from '@tm/shared-contracts/router';

/** The id of the one screen route (features/remote-area), whose loader data the layout reads. */
export const SCREEN_ROUTE_ID = 'screen';

export interface ScreenData {
  Screen: ComponentType;
  pathname: string;
  /** False on pages whose remote keeps the trial's upgrade prompts away (its routes.json). */
  trialOverlays: boolean;
  /** The header links the remotes declare for their pages (routes.json `nav`). */
  headerLinks: (HeaderLink & { path: string })[];
}

/** The current screen's loader data anywhere in the layout; undefined until the first has loaded. */
export const useScreenData = () => useRouteLoaderData(SCREEN_ROUTE_ID) as ScreenData | undefined;
