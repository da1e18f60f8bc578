import { ENDPOINTS, type EndpointContract } from '@tm/shared-contracts/contracts';
import { TEST_ENDPOINTS } from '@tm/shared-contracts/test-endpoints';

/** Every route the API serves in test mode: the production contracts and the test-only ones. */
export const ALL_ENDPOINTS: Record<AnyEndpointName, EndpointContract> = {
  ...ENDPOINTS,
  ...TEST_ENDPOINTS,
};
export type AnyEndpointName = keyof typeof ENDPOINTS | keyof typeof TEST_ENDPOINTS;
export const ALL_ENDPOINT_NAMES = Object.keys(ALL_ENDPOINTS) as AnyEndpointName[];
