import type { ComponentType } from 'react';
import type { RoutePath } from '../routes.js';

/** What every remote's `./routes` module exports: one component per path it owns (ROUTE_OWNER). */
export type RemoteScreens = Partial<Record<RoutePath, ComponentType>>;
